import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { type Country, fetchCountries, lookupKeys } from '../../src/api/lookups';
import { useApiClient } from '../../src/react/api-client-context';

/**
 * The countries lookup, once `enabled`. Through the host's query cache when it has one (the portal:
 * fetched once per session); the element bundle has none and fetches directly.
 */
export function useCountries(enabled: boolean) {
  const client = useApiClient();
  const queryClient = useContext(QueryClientContext);
  const [state, setState] = useState<{ data?: Country[]; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const load = () => fetchCountries(client);
    const request = queryClient
      ? queryClient.fetchQuery({
          queryKey: lookupKeys.countries,
          queryFn: load,
          staleTime: Number.POSITIVE_INFINITY,
        })
      : load();
    request.then(
      (data) => live && setState({ data, failed: false }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [enabled, client, queryClient]);
  return { data: state.data, isError: state.failed, isPending: !state.data && !state.failed };
}

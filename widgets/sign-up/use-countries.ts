import { countriesQuery } from '../../src/api/lookups';
import { useServerQuery } from '../../src/react/server-query';
import { useApiClient } from '../../src/react/widget-context';

/** The countries lookup, once `enabled` (when passport is chosen); fetched once per visit. */
export function useCountries(enabled: boolean) {
  const client = useApiClient();
  return useServerQuery(countriesQuery(client), { enabled });
}

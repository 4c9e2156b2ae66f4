import { useMemo } from 'react';
import { errorFromThrown } from '../api/api-error';
import type { ApiClient } from '../api/client';
import type { QueryDefinition, QueryKey, ServerActions } from '../api/server-state';
import { invalidateLocal } from './local-invalidate';
import type { LocalStore } from './local-store';
import { runLocal } from './local-writes';
import { bindMutation, bindQuery, canRead, partyOf, scopedKey } from './server-scope';
import type { QueryOptions, ServerStateEngine } from './server-state';
import { useApiClient, useServerStateHandle } from './widget-context';

/** What code that acts on server state outside a read on screen uses: a wizard step, a prefetch, an upload. */
export interface ServerStateActions extends ServerActions {
  /** Fills the cache ahead of a page that will show the read (nothing on the local store). */
  prefetch<T>(definition: QueryDefinition<T>, options?: QueryOptions): void;
  /** Fetches again the signed-in party's reads under these keys (prefixes). */
  invalidate(keys: readonly QueryKey[]): Promise<void>;
}

/**
 * Run, fetch, prefetch and invalidate, each for the party signed in when it is called. The same
 * functions for the life of the provider, so effects may depend on them.
 */
export function useServerState(): ServerStateActions {
  const state = useServerStateHandle();
  const client = useApiClient();
  return useMemo(() => actionsOf(state, client), [state, client]);
}

function actionsOf(state: ServerStateEngine | LocalStore, client: ApiClient): ServerStateActions {
  const bound = <T>(definition: QueryDefinition<T>) => bindQuery(definition, client, partyOf(client));
  const scoped = (keys: readonly QueryKey[]) => keys.map((key) => scopedKey(partyOf(client), key));
  if ('useQuery' in state) {
    return {
      run: (definition, variables) => state.run(bindMutation(definition, client), variables),
      fetch: (definition) => state.fetch(bound(definition)),
      prefetch(definition, options) {
        if (canRead(definition, partyOf(client))) state.prefetch(bound(definition), options);
      },
      invalidate: (keys) => state.invalidate(scoped(keys)),
    };
  }
  return {
    run: (definition, variables) => runLocal(state, bindMutation(definition, client), variables),
    // The local store keeps no cache: a fetch reads afresh, and there is nothing to fill ahead of time.
    fetch: (definition) =>
      bound(definition)
        .queryFn({ signal: new AbortController().signal })
        .catch((error: unknown) => {
          throw errorFromThrown(error);
        }),
    prefetch: () => undefined,
    invalidate: async (keys) => invalidateLocal(state, scoped(keys)),
  };
}

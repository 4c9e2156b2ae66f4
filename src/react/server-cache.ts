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

/** What code that acts on the cache rather than showing a read uses: a prefetch, an invalidation. */
export interface ServerCache {
  /** A read's data: the cached copy while fresh, else fetched; rejects with an ApiError. */
  fetch<T>(definition: QueryDefinition<T>): Promise<T>;
  /** Fills the cache ahead of a page that will show the read (nothing on the local store). */
  prefetch<T>(definition: QueryDefinition<T>, options?: QueryOptions): void;
  /** Fetches again the signed-in party's reads under these keys (prefixes). */
  invalidate(keys: readonly QueryKey[]): Promise<void>;
}

/** A read's data for the party signed in now, on the host's engine or (without a cache) afresh. */
function fetchOn<T>(
  state: ServerStateEngine | LocalStore,
  client: ApiClient,
  definition: QueryDefinition<T>,
): Promise<T> {
  const bound = bindQuery(definition, client, partyOf(client));
  if ('useQuery' in state) return state.fetch(bound);
  return bound.queryFn({ signal: new AbortController().signal }).catch((error: unknown) => {
    throw errorFromThrown(error);
  });
}

/**
 * Fetch, prefetch and invalidate, each for the party signed in when it is called; the same functions
 * for the life of the provider, so effects may depend on them. Writes outside a component: useServerActions.
 */
export function useServerState(): ServerCache {
  const state = useServerStateHandle();
  const client = useApiClient();
  return useMemo(() => {
    const scoped = (keys: readonly QueryKey[]) => keys.map((key) => scopedKey(partyOf(client), key));
    return {
      fetch: (definition) => fetchOn(state, client, definition),
      prefetch(definition, options) {
        const party = partyOf(client);
        if ('useQuery' in state && canRead(definition, party))
          state.prefetch(bindQuery(definition, client, party), options);
      },
      invalidate: async (keys) =>
        'useQuery' in state ? state.invalidate(scoped(keys)) : invalidateLocal(state, scoped(keys)),
    };
  }, [state, client]);
}

/**
 * The seam's verbs for code that no component's render owns (a wizard step's post, the reads a
 * purchase needs just before it): `run` sends a write, records its outcome (useLatestMutation sees it)
 * and fetches again what it declares stale; `fetch` reads. Each for the party signed in when called;
 * the same functions for the life of the provider.
 */
export function useServerActions(): ServerActions {
  const state = useServerStateHandle();
  const client = useApiClient();
  return useMemo(
    () => ({
      run: (definition, variables) =>
        'useQuery' in state
          ? state.run(bindMutation(definition, client), variables)
          : runLocal(state, bindMutation(definition, client), variables),
      fetch: (definition) => fetchOn(state, client, definition),
    }),
    [state, client],
  );
}

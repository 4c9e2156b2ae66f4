import type { QueryDefinition } from '../api/server-state';
import { useLocalQueries, useLocalQuery } from './local-reads';
import { bindQuery, canRead, useParty } from './server-scope';
import type { QueryOptions, QueryState } from './server-state';
import { useApiClient, useServerStateHandle } from './widget-context';

// Each hook picks the host's engine or the local store, the same one for the life of its provider, so
// the same hooks run on every render. Reads live apart from writes (server-mutation.ts), so a tag that
// only writes does not download the read code.

/**
 * A read: fetched when first shown, cached by key (by the host's engine), fetched again when stale or
 * invalidated. Its key is the signed-in party's; a read that is not party-free waits while nobody is
 * signed in, and reads afresh for whoever signs in.
 */
export function useServerQuery<T>(
  definition: QueryDefinition<T>,
  options: QueryOptions & {
    /**
     * Reads that follow from this one's answer (a list's items), started the moment it answers rather
     * than a render later; fetched into the host's cache (nothing to fill on the local store).
     */
    prefetchAfter?: (data: T) => readonly QueryDefinition<unknown>[];
  } = {},
): QueryState<T> {
  const state = useServerStateHandle();
  const client = useApiClient();
  const party = useParty(client);
  const bound = bindQuery(definition, client, party);
  const { prefetchAfter } = options;
  if (prefetchAfter && 'useQuery' in state) {
    const read = bound.queryFn;
    bound.queryFn = async (context) => {
      const data = await read(context);
      for (const next of prefetchAfter(data)) {
        state.prefetch(bindQuery(next, client, party), { resetOnUnmount: options.resetOnUnmount ?? false });
      }
      return data;
    };
  }
  const scoped = { ...options, enabled: options.enabled !== false && canRead(definition, party) };
  // biome-ignore-start lint/correctness/useHookAtTopLevel: the same branch on every render (see above).
  if ('useQuery' in state) return state.useQuery(bound, scoped);
  return useLocalQuery(state, bound, scoped);
  // biome-ignore-end lint/correctness/useHookAtTopLevel: the same branch on every render (see above).
}

/** Several reads at once (not one after another), e.g. the summary of every product in a list. */
export function useServerQueries<T>(
  definitions: readonly QueryDefinition<T>[],
  options: QueryOptions = {},
): QueryState<T>[] {
  const state = useServerStateHandle();
  const client = useApiClient();
  const party = useParty(client);
  const bound = definitions.map((definition) => bindQuery(definition, client, party));
  const readable = definitions.every((definition) => canRead(definition, party));
  const scoped = { ...options, enabled: options.enabled !== false && readable };
  // biome-ignore-start lint/correctness/useHookAtTopLevel: the same branch on every render (see above).
  if ('useQuery' in state) return state.useQueries(bound, scoped);
  return useLocalQueries(state, bound, scoped);
  // biome-ignore-end lint/correctness/useHookAtTopLevel: the same branch on every render (see above).
}

import type { QueryDefinition } from '../api/server-state';
import { useLocalQueries, useLocalQuery } from './local-reads';
import type { QueryOptions, QueryState } from './server-state';
import { useServerStateHandle } from './widget-context';

// Each hook picks the host's engine or the local store, the same one for the life of its provider, so
// the same hooks run on every render. Reads live apart from writes (server-mutation.ts), so a tag that
// only writes does not download the read code.

/** A read: fetched when first shown, cached by key (by the host's engine), fetched again when stale or invalidated. */
export function useServerQuery<T>(definition: QueryDefinition<T>, options: QueryOptions = {}): QueryState<T> {
  const state = useServerStateHandle();
  // biome-ignore-start lint/correctness/useHookAtTopLevel: the same branch on every render (see above).
  if ('useQuery' in state) return state.useQuery(definition, options);
  return useLocalQuery(state, definition, options);
  // biome-ignore-end lint/correctness/useHookAtTopLevel: the same branch on every render (see above).
}

/** Several reads at once (not one after another), e.g. the summary of every product in a list. */
export function useServerQueries<T>(
  definitions: readonly QueryDefinition<T>[],
  options: QueryOptions = {},
): QueryState<T>[] {
  const state = useServerStateHandle();
  // biome-ignore-start lint/correctness/useHookAtTopLevel: the same branch on every render (see above).
  if ('useQuery' in state) return state.useQueries(definitions, options);
  return useLocalQueries(state, definitions, options);
  // biome-ignore-end lint/correctness/useHookAtTopLevel: the same branch on every render (see above).
}

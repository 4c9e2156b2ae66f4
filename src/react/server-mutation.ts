import type { MutationDefinition } from '../api/server-state';
import { useLocalMutation } from './local-writes';
import { bindMutation } from './server-scope';
import type { Mutation } from './server-state';
import { useApiClient, useServerStateHandle } from './widget-context';

// As in server-query.ts: the host's engine or the local store, the same one for the provider's life.
// Writes live apart from reads, so a tag that only writes does not download the read code.

/** A write; on success the reads it declares (the signed-in party's) are fetched again. */
export function useServerMutation<V, T>(definition: MutationDefinition<V, T>): Mutation<V, T> {
  const state = useServerStateHandle();
  const bound = bindMutation(definition, useApiClient());
  // biome-ignore-start lint/correctness/useHookAtTopLevel: the same branch on every render (see above).
  if ('useQuery' in state) return state.useMutation(bound);
  return useLocalMutation(state, bound);
  // biome-ignore-end lint/correctness/useHookAtTopLevel: the same branch on every render (see above).
}

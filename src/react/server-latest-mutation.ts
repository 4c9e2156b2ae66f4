import type { MutationState, QueryKey } from '../api/server-state';
import { useLocalLatestMutation } from './local-latest';
import { useServerStateHandle } from './widget-context';

// Apart from useServerMutation, so a tag that writes but never follows a write does not download this.

/** The outcome of the latest write under `mutationKey` under this provider, wherever it was started. */
export function useLatestMutation<T>(mutationKey: QueryKey): MutationState<T> {
  const state = useServerStateHandle();
  // biome-ignore-start lint/correctness/useHookAtTopLevel: the same branch on every render (see above).
  if ('useQuery' in state) return state.useLatestMutation<T>(mutationKey);
  return useLocalLatestMutation<T>(state, mutationKey);
  // biome-ignore-end lint/correctness/useHookAtTopLevel: the same branch on every render (see above).
}

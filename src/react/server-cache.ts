import { invalidateLocal } from './local-invalidate';
import type { ServerStateEngine } from './server-state';
import { useServerStateHandle } from './widget-context';

/** Fetch, prefetch and invalidate, for code that acts on the cache rather than showing a read. */
export function useServerState(): Pick<ServerStateEngine, 'fetch' | 'prefetch' | 'invalidate'> {
  const state = useServerStateHandle();
  if ('useQuery' in state) return state;
  return {
    fetch: (definition) => definition.queryFn({ signal: new AbortController().signal }),
    // The local store keeps no cache, so there is nothing to fill ahead of time.
    prefetch: () => undefined,
    invalidate: async (keys) => invalidateLocal(state, keys),
  };
}

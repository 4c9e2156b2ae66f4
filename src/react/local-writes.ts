import { useRef, useState } from 'react';
import { errorFromThrown } from '../api/api-error';
import { IDLE, type MutationDefinition, type MutationState } from '../api/server-state';
import { invalidateLocal } from './local-invalidate';
import { hashOf, type LocalStore } from './local-store';
import type { Mutation } from './server-state';

/**
 * A write on the local store: single flight, never retried, its outcome also kept as the latest under
 * its key, where a later page reads it even after this component has gone.
 */
export function useLocalMutation<V, T>(
  store: LocalStore,
  definition: MutationDefinition<V, T>,
): Mutation<V, T> {
  const [state, setState] = useState<MutationState<T>>(IDLE);
  const running = useRef<Promise<MutationState<T>> | null>(null);
  const current = useRef(definition);
  current.current = definition;

  const settle = (next: MutationState<T>) => {
    setState(next);
    store.latest.set(hashOf(current.current.mutationKey), next);
    for (const listener of store.latestListeners) listener();
    return next;
  };
  const run = async (variables: V): Promise<MutationState<T>> => {
    settle({ status: 'pending', data: undefined, error: undefined });
    try {
      const data = await current.current.mutationFn(variables);
      invalidateLocal(store, current.current.invalidates ?? []);
      return settle({ status: 'success', data, error: undefined });
    } catch (error) {
      return settle({ status: 'error', data: undefined, error: errorFromThrown(error) });
    }
  };
  return {
    ...state,
    // `finally` runs a turn later, so even a write that fails at once is recorded as running first.
    start: (variables) => (running.current ??= run(variables).finally(() => (running.current = null))),
    reset: () => {
      if (!running.current) settle(IDLE);
    },
  };
}

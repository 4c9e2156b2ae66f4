import { useRef, useState } from 'react';
import { errorFromThrown } from '../api/api-error';
import { IDLE, type MutationState } from '../api/server-state';
import { invalidateLocal } from './local-invalidate';
import { hashOf, type LocalStore } from './local-store';
import type { BoundMutation } from './server-scope';
import type { Mutation } from './server-state';

function record<T>(store: LocalStore, definition: BoundMutation<unknown, T>, state: MutationState<T>) {
  store.latest.set(hashOf(definition.mutationKey), state);
  for (const listener of store.latestListeners) listener();
}

/**
 * Sends a write on the local store, never retried: its outcome is kept as the latest under its key
 * (where a later page reads it, even after the component that sent it has gone) and, on success, the
 * reads it declares are fetched again. Rejects with an ApiError.
 */
export async function runLocal<V, T>(
  store: LocalStore,
  definition: BoundMutation<V, T>,
  variables: V,
  onState?: (state: MutationState<T>) => void,
): Promise<T> {
  const settle = (state: MutationState<T>) => {
    record(store, definition as BoundMutation<unknown, T>, state);
    onState?.(state);
  };
  settle({ status: 'pending', data: undefined, error: undefined });
  try {
    const data = await definition.mutationFn(variables);
    invalidateLocal(store, definition.invalidates());
    settle({ status: 'success', data, error: undefined });
    return data;
  } catch (thrown) {
    const error = errorFromThrown(thrown);
    settle({ status: 'error', data: undefined, error });
    throw error;
  }
}

/** A write on the local store bound to a component: its state, single flight (see runLocal). */
export function useLocalMutation<V, T>(store: LocalStore, definition: BoundMutation<V, T>): Mutation<V, T> {
  const [state, setState] = useState<MutationState<T>>(IDLE);
  const running = useRef<Promise<MutationState<T>> | null>(null);
  const current = useRef(definition);
  current.current = definition;

  const run = (variables: V): Promise<MutationState<T>> => {
    let outcome: MutationState<T> = IDLE;
    const follow = (next: MutationState<T>) => {
      outcome = next;
      setState(next);
    };
    return runLocal(store, current.current, variables, follow).then(
      () => outcome,
      () => outcome,
    );
  };
  return {
    ...state,
    // `finally` runs a turn later, so even a write that fails at once is recorded as running first.
    start: (variables) => (running.current ??= run(variables).finally(() => (running.current = null))),
    reset: () => {
      if (running.current) return;
      record(store, current.current as BoundMutation<unknown, T>, IDLE);
      setState(IDLE);
    },
  };
}

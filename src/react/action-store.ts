import { useState, useSyncExternalStore } from 'react';
import { ApiError } from '../api/api-error';
import { errorFromThrown } from '../api/normalise-error';

/** Spec §4: every asynchronous operation is None, InProgress, Success or Error. */
export type ActionStatus = 'idle' | 'pending' | 'success' | 'error';

export interface ActionState<T> {
  status: ActionStatus;
  data: T | undefined;
  error: ApiError | undefined;
}

export interface ActionStore<A extends unknown[], T> {
  getState(): ActionState<T>;
  subscribe(listener: () => void): () => void;
  /** Starts the action; a second start while one is pending is ignored (no double submission). */
  start(...args: A): Promise<ActionState<T>>;
  reset(): void;
}

const IDLE = { status: 'idle', data: undefined, error: undefined } as const;

/**
 * A one-shot submission (a rating, a contact request) whose outcome outlives the component that
 * started it, so the next page can show it. Deliberately not TanStack Query: these widgets have
 * no server state to cache, and leaving the query cache out keeps them inside their size budgets.
 * Never retries.
 */
export function createActionStore<A extends unknown[], T>(
  run: (...args: A) => Promise<T>,
): ActionStore<A, T> {
  let state: ActionState<T> = IDLE;
  let pending: Promise<ActionState<T>> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: ActionState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(...args) {
      pending ??= (async () => {
        set({ status: 'pending', data: undefined, error: undefined });
        try {
          set({ status: 'success', data: await run(...args), error: undefined });
        } catch (error) {
          set({
            status: 'error',
            data: undefined,
            error: error instanceof ApiError ? error : errorFromThrown(error),
          });
        }
        pending = null;
        return state;
      })();
      return pending;
    },
    reset() {
      if (!pending) set(IDLE);
    },
  };
}

/** The store's state, re-rendering on change. */
export function useActionState<A extends unknown[], T>(store: ActionStore<A, T>): ActionState<T> {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/**
 * A component's own action: the store is made once (with the `run` of the first render) and its
 * state re-renders the component. Returns the state with `start` and `reset`.
 */
export function useAction<A extends unknown[], T>(run: (...args: A) => Promise<T>) {
  const [store] = useState(() => createActionStore(run));
  return { ...useActionState(store), start: store.start, reset: store.reset };
}

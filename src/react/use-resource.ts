import { useCallback, useEffect, useRef, useState } from 'react';
import { errorFromThrown } from '../api/normalise-error';
import type { ActionState } from './action-store';

/** A read's state (idle while not enabled) and `reload`, which fetches again keeping the data it has. */
export interface Resource<T> extends ActionState<T> {
  reload(): void;
}

const IDLE = { status: 'idle', data: undefined, error: undefined } as const;
const PENDING = { status: 'pending', data: undefined, error: undefined } as const;

/**
 * Server data a component reads (a report's address, a member's choices): fetched when the key
 * changes, the stale request aborted, nothing set after unmount, never retried. Deliberately not
 * TanStack Query, which would cost a widget element ~10 KB for a cache it does not need.
 * An equal key on the next render (compared by value) does not fetch again.
 */
export function useResource<T>(
  key: readonly unknown[],
  load: (signal: AbortSignal) => Promise<T>,
  enabled = true,
): Resource<T> {
  const hash = JSON.stringify(key);
  const [state, setState] = useState<ActionState<T> & { key?: string }>(IDLE);
  const [version, setVersion] = useState(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `version` is how reload asks for another fetch.
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const settle = (next: ActionState<T>) => {
      if (!controller.signal.aborted) setState({ ...next, key: hash });
    };
    setState((last) => (last.key === hash ? { ...last, status: 'pending', error: undefined } : last));
    latestLoad.current(controller.signal).then(
      (data) => settle({ status: 'success', data, error: undefined }),
      (error: unknown) => settle({ status: 'error', data: undefined, error: errorFromThrown(error) }),
    );
    return () => controller.abort();
  }, [hash, enabled, version]);

  const reload = useCallback(() => setVersion((count) => count + 1), []);
  // Derived, so a new key never shows the old key's data, not even for the render before the fetch starts.
  const { status, data, error } = !enabled ? IDLE : state.key === hash ? state : PENDING;
  return { status, data, error, reload };
}

import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../api/api-error';
import { errorFromThrown } from '../api/api-error';
import { isWorthRetrying } from '../api/worth-retrying';
import { hashOf, type LocalStore } from './local-store';
import type { BoundQuery } from './server-scope';
import type { QueryOptions, QueryState } from './server-state';

// Absent data or error reads as undefined, as QueryState has them; leaving them out keeps elements small.
interface ReadState {
  status: 'pending' | 'success' | 'error';
  data?: unknown;
  error?: ApiError;
  updatedAt?: number;
}

const PENDING: ReadState = { status: 'pending' };

/** One fetch, with one retry of a failure that may pass (as the portal's cache does); never throws. */
async function settle(definition: BoundQuery<unknown>, signal: AbortSignal, retries = 1): Promise<ReadState> {
  try {
    const data = await definition.queryFn({ signal });
    return { status: 'success', data, updatedAt: Date.now() };
  } catch (thrown) {
    const error = errorFromThrown(thrown);
    if (retries > 0 && definition.retry !== false && isWorthRetrying(error) && !signal.aborted) {
      return settle(definition, signal, retries - 1);
    }
    return { status: 'error', error };
  }
}

/**
 * Reads on the local store: fetched when shown or when a key changes (the stale fetch aborted), again
 * when invalidated or refetched (keeping the data meanwhile), nothing set after unmount.
 */
export function useLocalQueries<T>(
  store: LocalStore,
  definitions: readonly BoundQuery<T>[],
  { enabled = true }: QueryOptions,
): QueryState<T>[] {
  const hash = enabled ? definitions.map((definition) => hashOf(definition.queryKey)).join('|') : '';
  const [result, setResult] = useState<{ hash: string; states: ReadState[] }>({ hash: '', states: [] });
  const [version, setVersion] = useState(0);
  const current = useRef(definitions);
  current.current = definitions;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys (hash) and a reload (version) say when to fetch.
  useEffect(() => {
    if (!hash) return;
    const controller = new AbortController();
    const read = {
      keys: current.current.map((definition) => definition.queryKey),
      reload: () => setVersion((count) => count + 1),
    };
    store.reads.add(read);
    Promise.all(
      current.current.map((definition) => settle(definition as BoundQuery<unknown>, controller.signal)),
    ).then((states) => {
      if (!controller.signal.aborted) setResult({ hash, states });
    });
    return () => {
      controller.abort();
      store.reads.delete(read);
    };
  }, [store, hash, version]);

  const states = result.hash === hash ? result.states : [];
  const refetch = () => setVersion((count) => count + 1);
  // Each state keeps status, data and error consistent; the cast states what it holds.
  return definitions.map((_, index) => {
    const state = states[index] ?? PENDING;
    return { ...state, refetch } as QueryState<T>;
  });
}

export function useLocalQuery<T>(store: LocalStore, definition: BoundQuery<T>, options: QueryOptions) {
  return useLocalQueries(store, [definition], options)[0] as QueryState<T>;
}

import { useSyncExternalStore } from 'react';
import { IDLE, type MutationState, type QueryKey } from '../api/server-state';
import { hashOf, type LocalStore } from './local-store';

/** The latest write under `mutationKey` on the local store (local-writes.ts records it). */
export function useLocalLatestMutation<T>(store: LocalStore, mutationKey: QueryKey): MutationState<T> {
  const hash = hashOf(mutationKey);
  const read = () => (store.latest.get(hash) ?? IDLE) as MutationState<T>;
  const subscribe = (listener: () => void) => {
    store.latestListeners.add(listener);
    return () => store.latestListeners.delete(listener);
  };
  return useSyncExternalStore(subscribe, read, read);
}

import type { MutationState, QueryKey } from '../api/server-state';

/** A read on screen: the keys it shows and how to fetch it again. */
interface ActiveRead {
  keys: readonly QueryKey[];
  reload(): void;
}

/**
 * The server state of a host without a QueryClient (each element of the element bundle): the reads
 * on screen, so a write can have the ones it declares stale fetched again, and the latest write per
 * key. Reads are not cached: a widget shows each piece of data in one place. Kept as data that
 * local-reads.ts and local-writes.ts work on, so a tag downloads only the half it uses.
 */
export interface LocalStore {
  reads: Set<ActiveRead>;
  latest: Map<string, MutationState<unknown>>;
  latestListeners: Set<() => void>;
}

export const createLocalStore = (): LocalStore => ({
  reads: new Set(),
  latest: new Map(),
  latestListeners: new Set(),
});

export const hashOf = (key: QueryKey) => JSON.stringify(key);

import type { QueryKey } from '../api/server-state';
import type { LocalStore } from './local-store';

/** Whether `key` starts with `prefix`, element by element (compared as JSON, as TanStack Query does). */
function keyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]));
}

/** Fetches again the reads on screen under these keys. */
export function invalidateLocal(store: LocalStore, keys: readonly QueryKey[]): void {
  for (const read of store.reads) {
    if (read.keys.some((key) => keys.some((prefix) => keyStartsWith(key, prefix)))) read.reload();
  }
}

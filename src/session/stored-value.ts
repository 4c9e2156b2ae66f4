import type * as z from 'zod/mini';
import { usableStorage } from './usable-storage';

/** A value the tab keeps under one key, as JSON, read back through its schema. */
export type StoredValue<T> = {
  /** The kept value; undefined when there is none or it does not parse (then it is dropped). */
  read(): T | undefined;
  /** Keeps the value; a full or blocked store keeps nothing, and the caller carries on without it. */
  write(value: T): void;
  drop(): void;
};

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * `key` in `storage` (the tab's sessionStorage by default). Storage is the browser's to refuse or fill
 * and anyone's to edit, so no call throws and nothing is used unparsed.
 */
export function storedValue<T>(
  key: string,
  schema: z.ZodMiniType<T>,
  storage: Storage | null = usableStorage(),
): StoredValue<T> {
  const attempt = (action: (store: Storage) => void) => {
    try {
      if (storage) action(storage);
    } catch {
      // Blocked or full: the caller goes on as if nothing were kept.
    }
  };
  return {
    read() {
      let value: T | undefined;
      attempt((store) => {
        const raw = store.getItem(key);
        if (raw === null) return;
        const parsed = schema.safeParse(parseJson(raw));
        if (parsed.success) value = parsed.data;
        else store.removeItem(key);
      });
      return value;
    },
    write(value) {
      attempt((store) => store.setItem(key, JSON.stringify(value)));
    },
    drop() {
      attempt((store) => store.removeItem(key));
    },
  };
}

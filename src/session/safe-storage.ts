/**
 * Storage that the page may use, or memory. Browsers that block site data (a privacy setting, and the
 * default for third-party frames in some) throw a SecurityError on merely reading `window.sessionStorage`;
 * the product then keeps what it stores in memory for the visit.
 */

/** A Storage held in memory: what a visit without usable browser storage gets. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
  };
}

const resolved = new Map<'sessionStorage' | 'localStorage', Storage>();

/**
 * The browser's `sessionStorage` or `localStorage` if the page may read and write it, else memory; the
 * lookup never throws. A write can still fail later (a full store): callers that write catch that.
 */
export function safeStorage(kind: 'sessionStorage' | 'localStorage' = 'sessionStorage'): Storage {
  let storage = resolved.get(kind);
  if (!storage) {
    try {
      storage = globalThis[kind];
      storage.setItem('fg.probe', '1');
      storage.removeItem('fg.probe');
    } catch {
      storage = memoryStorage();
    }
    resolved.set(kind, storage);
  }
  return storage;
}

/** For tests: look the browser's storage up again on the next call. */
export function resetSafeStorage(): void {
  resolved.clear();
}

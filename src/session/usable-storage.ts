/**
 * Browsers that block site data (a privacy setting, and the default for third-party frames in some)
 * throw a SecurityError on merely reading `window.sessionStorage`, or refuse every write. The session
 * then lives in memory for the visit (it is a valtio proxy either way) and is simply not persisted.
 */

const resolved = new Map<'sessionStorage' | 'localStorage', Storage | null>();

/**
 * The browser's `sessionStorage` or `localStorage` if the page may read and write it, else null; the
 * lookup never throws. A write can still fail later (a full store): callers that write catch that.
 */
export function usableStorage(kind: 'sessionStorage' | 'localStorage' = 'sessionStorage'): Storage | null {
  if (!resolved.has(kind)) {
    let storage: Storage | null;
    try {
      storage = globalThis[kind];
      storage.setItem('fg.probe', '1');
      storage.removeItem('fg.probe');
    } catch {
      storage = null;
    }
    resolved.set(kind, storage);
  }
  return resolved.get(kind) ?? null;
}

/**
 * For tests: look the browser's storage up again on the next call.
 * @internal
 */
export function resetUsableStorage(): void {
  resolved.clear();
}

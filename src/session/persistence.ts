import { subscribe } from 'valtio/vanilla';
import * as z from 'zod/mini';
import { exactly, nonEmptyText } from '../domain/schema-parts';
import { decodeToken } from './claims';
import { initialAuth, initialNavigation, session } from './session-state';
import { usableStorage } from './usable-storage';

/** Every key this product writes to storage starts with this, so logout can remove them all. */
const STORAGE_PREFIX = 'fg.';
/** @internal */
export const SESSION_KEY = `${STORAGE_PREFIX}session`;

/** A whole number; z.custom rather than z.int, which would add to every widget bundle. */
const whole = z.custom<number>(Number.isInteger);
const optionalId = z.nullable(whole);

const storedSchema = z.object({
  version: exactly(1),
  auth: z.nullable(z.object({ token: nonEmptyText(), refreshToken: nonEmptyText() })),
  navigation: z.object({
    workspaceId: optionalId,
    entityId: optionalId,
    menuItemId: optionalId,
    navigationItemId: optionalId,
    tabIndex: z.custom<number>((value) => Number.isInteger(value) && Number(value) >= 0),
  }),
});
type Stored = z.infer<typeof storedSchema>;

/** Removes everything the product stored: the session and any draft under the prefix. */
function clearStoredSession(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key?.startsWith(STORAGE_PREFIX) ?? false,
  );
  for (const key of keys) storage.removeItem(key);
}

/**
 * Restores the session; corrupt, foreign or unreadable data means logged out, never a crash.
 * Nothing stored leaves the session as it is.
 * @internal
 */
export function restoreSession(storage: Storage): void {
  let stored: Stored | null = null;
  try {
    const raw = storage.getItem(SESSION_KEY);
    if (raw === null) return;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    stored = parsed?.success ? parsed.data : null;
  } catch {
    stored = null;
  }
  const usable = stored?.auth && decodeToken(stored.auth.token) ? stored.auth : null;
  if (!stored || !usable) {
    clearStoredSession(storage);
    session.auth = initialAuth();
    session.navigation = initialNavigation();
    return;
  }
  // An expired access token is kept: the client refreshes it with the refresh token before the next call.
  session.auth = { token: usable.token, refreshToken: usable.refreshToken, authenticated: true };
  session.navigation = stored.navigation;
}

function snapshotToStore(): Stored | null {
  const { auth, navigation } = session;
  if (!auth.authenticated || !auth.token || !auth.refreshToken) return null;
  return {
    version: 1,
    auth: { token: auth.token, refreshToken: auth.refreshToken },
    navigation: { ...navigation },
  };
}

/**
 * Keeps sessionStorage in step with the session (OWASP: not localStorage, so it dies with the tab).
 * No encryption: any key shipped in the bundle would be public, so it would protect nothing.
 * @internal
 */
export function persistSession(storage: Storage): () => void {
  stopPersisting?.();
  restoreSession(storage);
  const unsubscribe = subscribe(
    session,
    () => {
      const stored = snapshotToStore();
      try {
        if (stored) storage.setItem(SESSION_KEY, JSON.stringify(stored));
        else if (session.auth.expired) storage.removeItem(SESSION_KEY);
        else clearStoredSession(storage);
      } catch {
        // A full or read-only store: the session lives on in memory for this visit, only a reload loses it.
      }
    },
    true,
  );
  stopPersisting = unsubscribe;
  return () => {
    unsubscribe();
    if (stopPersisting === unsubscribe) stopPersisting = null;
  };
}

let stopPersisting: (() => void) | null = null;

/**
 * Restores and persists the session on first use, wherever that is: a widget on a host page reads
 * the session a login widget stored, without the page having to start anything.
 */
export function ensureSessionPersisted(): void {
  if (stopPersisting) return;
  const storage = usableStorage();
  if (storage) persistSession(storage);
}

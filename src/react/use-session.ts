import { useSnapshot } from 'valtio/react';
import { currentUser, ensureSessionPersisted, session } from '../session';

/** The session as React sees it: re-renders when auth or navigation change. */
export function useSession() {
  // Restores a stored session the first time anything on the page reads it (idempotent).
  ensureSessionPersisted();
  const snapshot = useSnapshot(session);
  // currentUser() decodes once per token, so reading it on every render is cheap.
  const user = snapshot.auth.authenticated ? currentUser() : null;
  return { auth: snapshot.auth, navigation: snapshot.navigation, user };
}

import { useSyncExternalStore } from 'react';
import { snapshot, subscribe } from 'valtio/vanilla';
import { currentUser, ensureSessionPersisted, session } from '../session';

const subscribeToSession = (onChange: () => void) => subscribe(session, onChange);
// valtio caches a snapshot per version of the state, so an unchanged session gives the same object.
const sessionSnapshot = () => snapshot(session);

/**
 * The session as React sees it: re-renders when auth or navigation change. Through React's own
 * external-store hook rather than valtio's useSnapshot, whose per-property render tracking (~1 KB
 * gzip in every widget that reads the session) buys nothing for a state that changes this rarely.
 */
export function useSession() {
  // Restores a stored session the first time anything on the page reads it (idempotent).
  ensureSessionPersisted();
  const current = useSyncExternalStore(subscribeToSession, sessionSnapshot, sessionSnapshot);
  // currentUser() decodes once per token, so reading it on every render is cheap.
  const user = current.auth.authenticated ? currentUser() : null;
  return { auth: current.auth, navigation: current.navigation, user };
}

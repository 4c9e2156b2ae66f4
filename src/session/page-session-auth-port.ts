import { subscribe } from 'valtio/vanilla';
import type { AuthPort } from '../api/auth-port';
import { joinPageSession, takeTurn } from './page-session';
import { sessionAuthPort } from './session-auth-port';
import { session } from './session-state';

let joined = false;

/** This bundle's session joins the page's (page-session.ts): the others' logins, refreshes and logouts are its own. */
function joinPage(): void {
  if (joined) return;
  joined = true;
  const member = joinPageSession((auth) => {
    session.auth = auth;
  });
  subscribe(session, () => member.changed(session.auth));
}

/**
 * The session's port for a custom element: as `sessionAuthPort`, and once the tag is in use its session
 * is the page's, shared with the other tags (each its own bundle), whose token refreshes take turns.
 * The portal, one bundle, has no other tags to share with and uses `sessionAuthPort`.
 */
export const pageSessionAuthPort: AuthPort = {
  ...sessionAuthPort,
  activate() {
    // The stored session first, so that joining announces nothing the storage already said.
    sessionAuthPort.activate?.();
    joinPage();
  },
  exclusive(work) {
    return takeTurn(() => (sessionAuthPort.exclusive ? sessionAuthPort.exclusive(work) : work()));
  },
};

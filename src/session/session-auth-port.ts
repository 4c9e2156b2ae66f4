import type { AuthPort } from '../api/auth-port';
import { ensureSessionPersisted } from './persistence';
import { decodedSession, loginSucceeded, session, sessionExpired, tokensRefreshed } from './session-state';

/** The API client's view of the session. */
export const sessionAuthPort: AuthPort = {
  current() {
    ensureSessionPersisted();
    const decoded = decodedSession();
    const { token, refreshToken } = session.auth;
    if (!decoded || !token || !refreshToken) return null;
    return {
      accessToken: token,
      refreshToken,
      username: decoded.user.username,
      partyId: decoded.user.partyId,
      roleToken: decoded.user.role,
      expiresAt: decoded.expiresAt,
    };
  },
  tokensRefreshed,
  refreshFailed: sessionExpired,
  loggedIn: loginSucceeded,
  activate: ensureSessionPersisted,
};

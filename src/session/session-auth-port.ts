import type { AuthPort, AuthTokens } from '../api/auth-port';
import { ensureSessionPersisted } from './persistence';
import { decodedSession, loginSucceeded, session, sessionExpired, tokensRefreshed } from './session-state';
import { browserTabSync, type TabSync } from './tab-sync';

let tabs: TabSync | null = null;

/** The tabs of this session, listening from the first use of the port (see tab-sync.ts). */
function tabSync(): TabSync {
  tabs ??= browserTabSync({
    current: () =>
      session.auth.token && session.auth.refreshToken
        ? { accessToken: session.auth.token, refreshToken: session.auth.refreshToken }
        : null,
    adopt: tokensRefreshed,
  });
  return tabs;
}

/** The API client's view of the session. */
export const sessionAuthPort: AuthPort = {
  current() {
    ensureSessionPersisted();
    tabSync();
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
  tokensRefreshed(tokens: AuthTokens) {
    const from = session.auth.refreshToken;
    tokensRefreshed(tokens);
    if (from) tabSync().announce(from, tokens);
  },
  exclusive: (work) => tabSync().exclusive(work),
  refreshFailed: sessionExpired,
  loggedIn: loginSucceeded,
  activate() {
    ensureSessionPersisted();
    tabSync();
  },
};

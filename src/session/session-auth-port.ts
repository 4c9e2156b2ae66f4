import { subscribe } from 'valtio/vanilla';
import type { AuthPort, AuthTokens } from '../api/auth-port';
import { ensureSessionPersisted } from './persistence';
import { decodedSession, loginSucceeded, session, sessionExpired, tokensRefreshed } from './session-state';
import type { TabSync } from './tab-sync';

let tabs: Promise<TabSync | null> | null = null;

/**
 * The tabs of this session (see tab-sync.ts), listening from the first use of the port. Loaded on its
 * own, after first paint: it matters only when a token is refreshed. Not loaded: each tab on its own.
 */
function tabSync(): Promise<TabSync | null> {
  tabs ??= import('./tab-sync').then(
    ({ browserTabSync }) =>
      browserTabSync({
        current: () =>
          session.auth.token && session.auth.refreshToken
            ? { accessToken: session.auth.token, refreshToken: session.auth.refreshToken }
            : null,
        adopt: tokensRefreshed,
      }),
    () => null,
  );
  return tabs;
}

/** The API client's view of the session. */
export const sessionAuthPort: AuthPort = {
  current() {
    ensureSessionPersisted();
    void tabSync();
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
    if (from) void tabSync().then((sync) => sync?.announce(from, tokens));
  },
  async exclusive(work) {
    const sync = await tabSync();
    return sync ? sync.exclusive(work) : work();
  },
  refreshFailed: sessionExpired,
  loggedIn: loginSucceeded,
  activate() {
    ensureSessionPersisted();
    void tabSync();
  },
  subscribe: (onChange) => subscribe(session, onChange),
};

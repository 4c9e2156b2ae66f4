import { subscribe } from 'valtio/vanilla';
import type { AuthPort, AuthTokens } from '../api/auth-port';
import { ensureSessionPersisted } from './persistence';
import { decodedSession, loginSucceeded, session, sessionExpired, tokensRefreshed } from './session-state';
import type { TabSync } from './tab-sync';

let tabs: Promise<TabSync | null> | null = null;

/**
 * The tabs of this session (see tab-sync.ts), listening once the session holds tokens (see
 * syncTabsOnceSignedIn). Loaded on its own, after first paint: it matters only when a token is refreshed.
 * Not loaded: each tab on its own.
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

let watching = false;

/**
 * Runs `task` once the page has a moment (a second at the latest). The tabs' sync is needed by the first
 * refresh, minutes away, not by the first screen: loaded as the token arrives, it sat between the token
 * call and the dashboard's calls, a fourth round trip in `npm run measure:login`.
 */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 0);
}

/**
 * Starts the tabs' sync as soon as this session holds tokens: restored, logged in, or taken from another
 * tag of the page. A signed-out visitor has no token to refresh or to hear rotated, so a signed-out
 * visitor's tag fetches nothing but itself (issue 49: `npm run size` counts one request).
 */
function syncTabsOnceSignedIn(): void {
  const signedIn = () => Boolean(session.auth.token && session.auth.refreshToken);
  if (signedIn()) {
    whenIdle(() => void tabSync());
    return;
  }
  if (watching) return;
  watching = true;
  const stop = subscribe(session, () => {
    if (!signedIn()) return;
    stop();
    whenIdle(() => void tabSync());
  });
}

/** The API client's view of the session. */
export const sessionAuthPort: AuthPort = {
  current() {
    ensureSessionPersisted();
    syncTabsOnceSignedIn();
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
  loggedIn(tokens) {
    const signedIn = loginSucceeded(tokens);
    syncTabsOnceSignedIn();
    return signedIn;
  },
  activate() {
    ensureSessionPersisted();
    syncTabsOnceSignedIn();
  },
  subscribe: (onChange) => subscribe(session, onChange),
};

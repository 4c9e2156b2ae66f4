import { subscribe } from 'valtio/vanilla';
import type { AuthPort, AuthTokens } from '../api/auth-port';
import { loadInTime } from '../api/load-in-time';
import { ensureSessionPersisted } from './persistence';
import { decodedSession, loginSucceeded, session, sessionExpired, tokensRefreshed } from './session-state';
import type { TabSync } from './tab-sync';

/** The tabs' sync once its module has come (null: it could not be loaded); undefined until then. */
let tabs: TabSync | null | undefined;
let loadingTabs: Promise<TabSync | null> | null = null;
/** The sync's download once took longer than the time limit: nothing waits for it any more. */
let tabsLate = false;

/**
 * The tabs of this session (see tab-sync.ts), listening once the session holds tokens (see
 * syncTabsOnceSignedIn). Loaded on its own, after first paint: it matters only when a token is refreshed.
 * Not loaded: each tab on its own. A refresh waits for its download no longer than the time limit, and
 * once one has timed out none waits again; the download goes on, and the tab joins the others once it
 * has come.
 */
function tabSync(): Promise<TabSync | null> {
  loadingTabs ??= import('./tab-sync').then(
    ({ browserTabSync }) =>
      (tabs = browserTabSync({
        current: () =>
          session.auth.token && session.auth.refreshToken
            ? { accessToken: session.auth.token, refreshToken: session.auth.refreshToken }
            : null,
        adopt: tokensRefreshed,
      })),
    () => (tabs = null),
  );
  if (tabs !== undefined || tabsLate) return Promise.resolve(tabs ?? null);
  return loadInTime(loadingTabs).catch(() => {
    tabsLate = true;
    return null;
  });
}

let watching = false;

/** How long after sign-in the tabs' sync starts listening, at the least. */
const TAB_SYNC_DELAY_MS = 2000;

/**
 * Runs `task` a while after sign-in, once the page is idle. The tabs' sync is needed by the first
 * refresh, minutes away (which loads it itself if it is not there yet), not by the first screen: loaded
 * as the token arrived, it sat between the token call and the dashboard's calls, a fourth round trip in
 * `npm run measure:login`, and an idle moment between those calls could still put it there. A sibling
 * that rotates the token meanwhile is not missed: it remembers what it spent and answers when asked.
 */
function afterFirstScreen(task: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
    else task();
  }, TAB_SYNC_DELAY_MS);
}

/**
 * Starts the tabs' sync as soon as this session holds tokens: restored, logged in, or taken from another
 * tag of the page. A signed-out visitor has no token to refresh or to hear rotated, so a signed-out
 * visitor's tag fetches nothing but itself (issue 49: `npm run size` counts one request).
 */
function syncTabsOnceSignedIn(): void {
  const signedIn = () => Boolean(session.auth.token && session.auth.refreshToken);
  if (signedIn()) {
    afterFirstScreen(() => void tabSync());
    return;
  }
  if (watching) return;
  watching = true;
  const stop = subscribe(session, () => {
    if (!signedIn()) return;
    stop();
    afterFirstScreen(() => void tabSync());
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

import { proxy, subscribe } from 'valtio/vanilla';
import type { AuthTokens } from '../api/auth-port';
import { type DecodedToken, decodeToken, type User } from './claims';

export interface AuthState {
  token: string | null;
  refreshToken: string | null;
  authenticated: boolean;
  /**
   * Signed out because the session ran out (the refresh was refused), not by the user: the tab keeps
   * its wizard drafts, so logging in again in the blocking dialog continues where the user was.
   */
  expired?: true;
}

/** Which workspace, menu, navigation item and tab the user is looking at (spec §3 Navigation state). */
export interface NavigationState {
  workspaceId: number | null;
  entityId: number | null;
  menuItemId: number | null;
  navigationItemId: number | null;
  tabIndex: number;
}

export interface SessionState {
  auth: AuthState;
  navigation: NavigationState;
}

export const initialAuth = (): AuthState => ({ token: null, refreshToken: null, authenticated: false });

export const initialNavigation = (): NavigationState => ({
  workspaceId: null,
  entityId: null,
  menuItemId: null,
  navigationItemId: null,
  tabIndex: 0,
});

/** The one session of this page. Components read it with `useSession`; everything else calls the actions. */
export const session = proxy<SessionState>({ auth: initialAuth(), navigation: initialNavigation() });

let decodedCache: { token: string; decoded: DecodedToken | null } | null = null;

/** The decoded access token, decoded once per token. */
export function decodedSession(): DecodedToken | null {
  const { token, authenticated } = session.auth;
  if (!authenticated || !token) return null;
  if (decodedCache?.token !== token) decodedCache = { token, decoded: decodeToken(token) };
  return decodedCache.decoded;
}

export function currentUser(): User | null {
  return decodedSession()?.user ?? null;
}

/** Stores the tokens of a successful login; a token we cannot read leaves nobody signed in. */
export function loginSucceeded(tokens: AuthTokens): boolean {
  if (!decodeToken(tokens.accessToken)) {
    session.auth = initialAuth();
    return false;
  }
  session.auth = { token: tokens.accessToken, refreshToken: tokens.refreshToken, authenticated: true };
  return true;
}

export function tokensRefreshed(tokens: AuthTokens): void {
  if (!session.auth.authenticated) return;
  session.auth.token = tokens.accessToken;
  session.auth.refreshToken = tokens.refreshToken;
}

/** Calls `listener` whenever the signed-in user signs out (logout, a refused refresh); returns how to stop. */
export function onSignedOut(listener: () => void): () => void {
  let signedIn = session.auth.authenticated;
  return subscribe(session, () => {
    if (signedIn && !session.auth.authenticated) listener();
    signedIn = session.auth.authenticated;
  });
}

/** The session ran out: signed out as by logout, but the tab's wizard drafts are kept (see AuthState.expired). */
export function sessionExpired(): void {
  session.auth = { ...initialAuth(), expired: true };
  session.navigation = initialNavigation();
}

/** Logout and reset: authentication and navigation back to their first state. Persistence clears storage. */
export function logout(): void {
  session.auth = initialAuth();
  session.navigation = initialNavigation();
}

export function setActiveWorkspace(selection: {
  workspaceId: number;
  entityId: number;
  menuItemId: number | null;
}): void {
  session.navigation = { ...session.navigation, ...selection, tabIndex: 0 };
}

export function setActiveTab(tabIndex: number): void {
  session.navigation.tabIndex = tabIndex;
}

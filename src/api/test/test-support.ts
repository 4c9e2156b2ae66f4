import { createConfig } from '../../config';
import type { AuthPort, AuthSnapshot, AuthTokens } from '../auth-port';

export const TEST_ORIGINS = {
  main: 'http://main.api.test',
  web: 'http://web.api.test',
  auth: 'http://auth.api.test',
  content: 'http://cms.api.test',
} as const;

export const testConfig = createConfig(TEST_ORIGINS.main, {
  webApiBase: TEST_ORIGINS.web,
  authBase: TEST_ORIGINS.auth,
  contentBase: TEST_ORIGINS.content,
});

/** An in-memory AuthPort that records what the client did to it. */
export function fakeAuth(initial: Partial<AuthSnapshot> | null, now = Date.now()) {
  let snapshot: AuthSnapshot | null = initial && {
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    username: 'thandi@example.co.za',
    partyId: '100234',
    roleToken: 'Customer',
    expiresAt: now + 15 * 60_000,
    ...initial,
  };
  const events = { refreshed: [] as AuthTokens[], refreshFailed: 0 };
  const port: AuthPort = {
    current: () => snapshot,
    tokensRefreshed(tokens) {
      events.refreshed.push(tokens);
      if (snapshot) snapshot = { ...snapshot, ...tokens, expiresAt: now + 15 * 60_000 };
    },
    refreshFailed() {
      events.refreshFailed += 1;
      snapshot = null;
    },
    loggedIn: () => false,
  };
  return { port, events };
}

import { beforeEach, describe, expect, it } from 'vitest';
import { persistSession, restoreSession, SESSION_KEY } from './persistence';
import { sessionAuthPort } from './session-auth-port';
import {
  currentUser,
  loginSucceeded,
  logout,
  session,
  setActiveTab,
  setActiveWorkspace,
  tokensRefreshed,
} from './session-state';
import { testToken } from './test/test-token';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  logout();
  sessionStorage.clear();
  localStorage.clear();
});

describe('auth state', () => {
  it('keeps both tokens of a login and the authenticated flag', () => {
    const token = testToken();
    expect(loginSucceeded({ accessToken: token, refreshToken: 'r1' })).toBe(true);
    expect(session.auth).toEqual({ token, refreshToken: 'r1', authenticated: true });
    expect(currentUser()?.shortName).toBe('Thandi');
  });

  it('treats a token it cannot read as a failed login: nobody is signed in', () => {
    loginSucceeded({ accessToken: testToken(), refreshToken: 'r1' });
    expect(loginSucceeded({ accessToken: 'garbage', refreshToken: 'r' })).toBe(false);
    expect(session.auth).toEqual({ token: null, refreshToken: null, authenticated: false });
  });

  it('logout resets authentication and navigation', () => {
    loginSucceeded({ accessToken: testToken(), refreshToken: 'r' });
    setActiveWorkspace({ workspaceId: 2, entityId: 9, menuItemId: 5 });
    logout();
    expect(session.auth.authenticated).toBe(false);
    expect(session.auth.token).toBeNull();
    expect(session.navigation).toEqual({
      workspaceId: null,
      entityId: null,
      menuItemId: null,
      navigationItemId: null,
      tabIndex: 0,
    });
    expect(currentUser()).toBeNull();
  });
});

describe('navigation state', () => {
  it('selecting a workspace sets workspace, entity and menu item and resets the tab', () => {
    setActiveTab(2);
    setActiveWorkspace({ workspaceId: 3, entityId: 1001, menuItemId: 40 });
    expect(session.navigation).toMatchObject({ workspaceId: 3, entityId: 1001, menuItemId: 40, tabIndex: 0 });
  });
});

describe('the AuthPort the client uses', () => {
  it('gives the tokens, party, role and expiry of the signed-in user', () => {
    const token = testToken({ exp: 2_000_000_000 });
    loginSucceeded({ accessToken: token, refreshToken: 'r1' });
    expect(sessionAuthPort.current()).toEqual({
      accessToken: token,
      refreshToken: 'r1',
      username: 'thandi@example.co.za',
      partyId: '100234',
      roleToken: 'Customer',
      expiresAt: 2_000_000_000_000,
    });
  });

  it('is empty when signed out, takes refreshed tokens, and logs out when refresh fails', () => {
    expect(sessionAuthPort.current()).toBeNull();
    loginSucceeded({ accessToken: testToken(), refreshToken: 'r1' });
    const refreshed = testToken({ LoginCount: 4 });
    tokensRefreshed({ accessToken: refreshed, refreshToken: 'r2' });
    expect(sessionAuthPort.current()).toMatchObject({ accessToken: refreshed, refreshToken: 'r2' });
    sessionAuthPort.refreshFailed();
    expect(session.auth.authenticated).toBe(false);
  });
});

describe('persistence', () => {
  it('writes the session to sessionStorage, never to localStorage', async () => {
    const stop = persistSession(sessionStorage);
    loginSucceeded({ accessToken: testToken(), refreshToken: 'r1' });
    setActiveWorkspace({ workspaceId: 1, entityId: 2, menuItemId: 3 });
    await flush();
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null');
    expect(stored).toMatchObject({
      version: 1,
      auth: { refreshToken: 'r1' },
      navigation: { workspaceId: 1 },
    });
    expect(localStorage.length).toBe(0);
    stop();
  });

  it('restores a stored session after a reload', () => {
    const token = testToken();
    sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({
        version: 1,
        auth: { token, refreshToken: 'r9' },
        navigation: { workspaceId: 4, entityId: 8, menuItemId: 15, navigationItemId: 1, tabIndex: 1 },
      }),
    );
    restoreSession(sessionStorage);
    expect(session.auth).toMatchObject({ authenticated: true, token, refreshToken: 'r9' });
    expect(session.navigation.workspaceId).toBe(4);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a foreign shape', JSON.stringify({ user: 'mallory', admin: true })],
    [
      'an unreadable token',
      JSON.stringify({ version: 1, auth: { token: 'x.y.z', refreshToken: 'r' }, navigation: {} }),
    ],
    ['a future version', JSON.stringify({ version: 2, auth: null, navigation: {} })],
  ])('treats %s as logged out and removes it', (_, raw) => {
    sessionStorage.setItem(SESSION_KEY, raw);
    expect(() => restoreSession(sessionStorage)).not.toThrow();
    expect(session.auth.authenticated).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('clears every trace from storage on logout, drafts included', async () => {
    const stop = persistSession(sessionStorage);
    loginSucceeded({ accessToken: testToken(), refreshToken: 'r1' });
    sessionStorage.setItem('fg.draft.secured-investment', '{"Amount":5000}');
    sessionStorage.setItem('other-app', 'kept');
    await flush();
    logout();
    await flush();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStorage.getItem('fg.draft.secured-investment')).toBeNull();
    expect(sessionStorage.getItem('other-app')).toBe('kept');
    stop();
  });

  it('keeps the drafts when the session runs out, so logging in again continues where the user was', async () => {
    const stop = persistSession(sessionStorage);
    loginSucceeded({ accessToken: testToken(), refreshToken: 'r1' });
    setActiveWorkspace({ workspaceId: 1, entityId: 2, menuItemId: 3 });
    sessionStorage.setItem('fg.draft.secured-investment', '{"Amount":5000}');
    await flush();
    sessionAuthPort.refreshFailed();
    await flush();
    expect(session.auth.authenticated).toBe(false);
    expect(session.navigation.workspaceId).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStorage.getItem('fg.draft.secured-investment')).toBe('{"Amount":5000}');
    loginSucceeded({ accessToken: testToken(), refreshToken: 'r2' });
    await flush();
    expect(session.auth.expired).toBeUndefined();
    logout();
    await flush();
    expect(sessionStorage.getItem('fg.draft.secured-investment')).toBeNull();
    stop();
  });
});

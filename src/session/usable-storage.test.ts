import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistSession } from './persistence';
import { currentUser, loginSucceeded, logout, session } from './session-state';
import { testToken } from './test/test-token';
import { resetUsableStorage, usableStorage } from './usable-storage';

afterEach(() => {
  vi.restoreAllMocks();
  resetUsableStorage();
  sessionStorage.clear();
});

describe('usableStorage', () => {
  it('is the browser storage when the page may use it', () => {
    expect(usableStorage()).toBe(sessionStorage);
    expect(usableStorage('localStorage')).toBe(localStorage);
  });

  it.each(['sessionStorage', 'localStorage'] as const)(
    'is null, without throwing, when reading %s throws a SecurityError',
    (kind) => {
      vi.spyOn(globalThis, kind, 'get').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      expect(usableStorage(kind)).toBeNull();
    },
  );

  it('is null when the store refuses writes', () => {
    vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(usableStorage()).toBeNull();
  });
});

describe('the session on storage that refuses writes', () => {
  it('still logs in when a write fails (a full store), and keeps the session for the visit', () => {
    const full: Storage = {
      length: 0,
      key: () => null,
      getItem: () => null,
      removeItem: () => undefined,
      clear: () => undefined,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    const stop = persistSession(full);
    expect(loginSucceeded({ accessToken: testToken(), refreshToken: 'r1' })).toBe(true);
    expect(session.auth.authenticated).toBe(true);
    expect(currentUser()?.shortName).toBe('Thandi');
    logout();
    stop();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistSession } from './persistence';
import { memoryStorage, resetSafeStorage, safeStorage } from './safe-storage';
import { currentUser, loginSucceeded, logout, session } from './session-state';
import { testToken } from './test-token';

afterEach(() => {
  vi.restoreAllMocks();
  resetSafeStorage();
  sessionStorage.clear();
});

function blockGlobalStorage(kind: 'sessionStorage' | 'localStorage') {
  vi.spyOn(globalThis, kind, 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
}

describe('safeStorage', () => {
  it('is the browser storage when the page may use it', () => {
    safeStorage().setItem('fg.x', '1');
    expect(sessionStorage.getItem('fg.x')).toBe('1');
  });

  it.each(['sessionStorage', 'localStorage'] as const)(
    'keeps the visit in memory when reading %s throws a SecurityError',
    (kind) => {
      blockGlobalStorage(kind);
      const storage = safeStorage(kind);
      storage.setItem('fg.session', 'kept');
      expect(storage.getItem('fg.session')).toBe('kept');
      expect(storage.length).toBe(1);
      expect(storage.key(0)).toBe('fg.session');
      storage.removeItem('fg.session');
      expect(storage.getItem('fg.session')).toBeNull();
    },
  );

  it('is memory when the store refuses writes from the start', () => {
    vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const storage = safeStorage();
    expect(storage).not.toBe(sessionStorage);
    storage.setItem('fg.session', 'kept');
    expect(storage.getItem('fg.session')).toBe('kept');
  });
});

describe('memoryStorage', () => {
  it('behaves as a Storage', () => {
    const storage = memoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect([storage.length, storage.key(1), storage.getItem('a')]).toEqual([2, 'b', '1']);
    storage.clear();
    expect(storage.length).toBe(0);
  });
});

describe('the session on storage that refuses writes', () => {
  it('still logs in when a write fails (a full store), and keeps the session for the visit', () => {
    const full = Object.assign(memoryStorage(), {
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    });
    const stop = persistSession(full);
    expect(loginSucceeded({ accessToken: testToken(), refreshToken: 'r1' })).toBe(true);
    expect(session.auth.authenticated).toBe(true);
    expect(currentUser()?.shortName).toBe('Thandi');
    logout();
    stop();
  });
});

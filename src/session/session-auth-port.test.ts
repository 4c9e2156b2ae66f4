import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { testToken } from './test/test-token';

/** The channels the tab sync opened: one once it has loaded. */
let opened: string[] = [];

class RecordingChannel extends EventTarget {
  constructor(readonly name: string) {
    super();
    opened.push(name);
  }
  postMessage() {}
  close() {}
}

beforeEach(() => {
  opened = [];
  sessionStorage.clear();
  vi.stubGlobal('BroadcastChannel', RecordingChannel);
  // A fresh session and port per test: each loads the tab sync at most once.
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('./tab-sync');
  vi.useRealTimers();
});

it('refreshes on its own once the tab sync has not loaded within the time limit, waits no more, and joins the tabs once it has come', async () => {
  // A download held up (a connection that stalled), which comes in the end.
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const underLock = vi.fn(<T>(work: () => Promise<T>) => work());
  vi.doMock('./tab-sync', async () => {
    await arrived;
    return { browserTabSync: () => ({ exclusive: underLock, announce: () => undefined }) };
  });
  vi.useFakeTimers();
  const { sessionAuthPort } = await import('./session-auth-port');
  const { LOAD_TIME_LIMIT_MS } = await import('../api/load-in-time');
  const refresh = async () => 'refreshed';
  let outcome = 'waiting';
  void sessionAuthPort.exclusive?.(refresh).then((value) => {
    outcome = value;
  });
  await vi.advanceTimersByTimeAsync(LOAD_TIME_LIMIT_MS - 1);
  expect(outcome).toBe('waiting');
  await vi.advanceTimersByTimeAsync(1);
  expect(outcome).toBe('refreshed');

  // The next refresh does not wait for it again.
  await expect(sessionAuthPort.exclusive?.(refresh)).resolves.toBe('refreshed');
  expect(underLock).not.toHaveBeenCalled();
  // Once it has come, refreshes go through it.
  arrive();
  await vi.advanceTimersByTimeAsync(0);
  await expect(sessionAuthPort.exclusive?.(refresh)).resolves.toBe('refreshed');
  expect(underLock).toHaveBeenCalledTimes(1);
});

it("loads no tab sync for a signed-out visitor's use of the port, and loads it once someone logs in", async () => {
  const { sessionAuthPort } = await import('./session-auth-port');
  sessionAuthPort.activate?.();
  expect(sessionAuthPort.current()).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(opened).toEqual([]);

  expect(sessionAuthPort.loggedIn({ accessToken: testToken(), refreshToken: 'r1' })).toBe(true);
  // Not between the token and the first screen's calls: a while after, once the page is idle.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(opened).toEqual([]);
  await vi.waitFor(() => expect(opened).toEqual(['fg-session']), { timeout: 5000 });
});

it('loads the tab sync when the session becomes signed in from elsewhere (another tag of the page)', async () => {
  const { sessionAuthPort } = await import('./session-auth-port');
  const { loginSucceeded } = await import('./session-state');
  sessionAuthPort.activate?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(opened).toEqual([]);
  loginSucceeded({ accessToken: testToken(), refreshToken: 'r1' });
  await vi.waitFor(() => expect(opened).toEqual(['fg-session']), { timeout: 5000 });
});

it('loads the tab sync soon after for a session restored signed in', async () => {
  const { SESSION_KEY } = await import('./persistence');
  sessionStorage.setItem(
    SESSION_KEY,
    JSON.stringify({
      version: 1,
      auth: { token: testToken(), refreshToken: 'r1' },
      navigation: {
        workspaceId: null,
        entityId: null,
        menuItemId: null,
        navigationItemId: null,
        tabIndex: 0,
      },
    }),
  );
  const { sessionAuthPort } = await import('./session-auth-port');
  sessionAuthPort.activate?.();
  await vi.waitFor(() => expect(opened).toEqual(['fg-session']), { timeout: 5000 });
});

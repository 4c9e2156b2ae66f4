import { afterEach, expect, it, vi } from 'vitest';
import { joinPageSession, pageSession } from './page-session';
import { pageSessionAuthPort } from './page-session-auth-port';
import { loginSucceeded, logout, session } from './session-state';
import { testToken } from './test/test-token';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  logout();
  sessionStorage.clear();
});

it("joins the tag's session to the page's once in use: its login reaches the other tags, theirs reaches it", async () => {
  pageSessionAuthPort.activate?.();
  const seen: (string | null)[] = [];
  // Another tag on the page: another bundle's copy of the session, joined to the same registry.
  const other = joinPageSession((auth) => seen.push(auth.token));

  const token = testToken();
  loginSucceeded({ accessToken: token, refreshToken: 'r1' });
  // The tag hears of its own login from valtio, after the change: then it tells the page.
  await vi.waitFor(() => expect(pageSession().auth?.token).toBe(token));
  expect(seen.at(-1)).toBe(token);

  other.changed({ token: null, refreshToken: null, authenticated: false });
  expect(session.auth.authenticated).toBe(false);
  other.leave();
});

it('runs a refresh after the refreshes the page queued before it', async () => {
  const order: string[] = [];
  let release: () => void = () => undefined;
  // The turn starts once the tab sync module has loaded (a dynamic import, slow on a busy machine), so
  // the test waits for the first refresh to begin rather than for a fixed number of ticks.
  let began: () => void = () => undefined;
  const firstBegan = new Promise<void>((resolve) => {
    began = resolve;
  });
  const first = pageSessionAuthPort.exclusive?.(
    () =>
      new Promise<void>((resolve) => {
        order.push('first');
        release = resolve;
        began();
      }),
  );
  const second = pageSessionAuthPort.exclusive?.(async () => {
    order.push('second');
  });
  await firstBegan;
  await settled(); // the second, were it not queued, is on its way now: the module it waits for has loaded
  expect(order).toEqual(['first']);
  release();
  await Promise.all([first, second]);
  expect(order).toEqual(['first', 'second']);
});

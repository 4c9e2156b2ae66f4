import { subscribe } from 'valtio/vanilla';
import { afterEach, expect, it, vi } from 'vitest';
import { loginSucceeded, logout, onSignedOut, session, tokensRefreshed } from './session-state';
import { testToken } from './test/test-token';

afterEach(() => logout());

/**
 * Resolves once valtio has told the session's subscribers of the next change: a listener subscribed
 * before this one (onSignedOut's) has been told by then.
 */
const told = () =>
  new Promise<void>((resolve) => {
    const stop = subscribe(session, () => {
      stop();
      resolve();
    });
  });

it('tells its listeners when the signed-in user signs out, and only then', async () => {
  const listener = vi.fn();
  const stop = onSignedOut(listener);
  let heard = told();
  logout();
  await heard;
  expect(listener).not.toHaveBeenCalled();

  heard = told();
  loginSucceeded({ accessToken: testToken(), refreshToken: 'r1' });
  tokensRefreshed({ accessToken: testToken(), refreshToken: 'r2' });
  await heard;
  expect(listener).not.toHaveBeenCalled();

  heard = told();
  logout();
  await heard;
  expect(listener).toHaveBeenCalledTimes(1);
  stop();
});

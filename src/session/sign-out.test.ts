import { afterEach, expect, it, vi } from 'vitest';
import { loginSucceeded, logout, onSignedOut, tokensRefreshed } from './session-state';
import { testToken } from './test/test-token';

afterEach(() => logout());

it('tells its listeners when the signed-in user signs out, and only then', async () => {
  const listener = vi.fn();
  const stop = onSignedOut(listener);
  logout();
  await Promise.resolve();
  expect(listener).not.toHaveBeenCalled();

  loginSucceeded({ accessToken: testToken(), refreshToken: 'r1' });
  tokensRefreshed({ accessToken: testToken(), refreshToken: 'r2' });
  await Promise.resolve();
  expect(listener).not.toHaveBeenCalled();

  logout();
  await Promise.resolve();
  expect(listener).toHaveBeenCalledTimes(1);
  stop();
});

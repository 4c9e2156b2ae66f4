import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SIPHO_USERNAME, THANDI_PARTY_ID, THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { dashboardKeys } from '../../src/api/dashboard';
import { scopedKey } from '../../src/react/server-scope';
import { loginSucceeded, logout } from '../../src/session';
import { renderCustomerPage } from '../test/render-customer-page';
import { AppHome } from './app-home';

const sandbox = setupSandbox();
afterEach(() => logout());

const calls = () => sandbox.received.list().map((entry) => entry.path);

describe('/app for a customer', () => {
  it('asks for the dashboard categories at once, without waiting for the workspace menus', async () => {
    loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
    // The menus are held back; the categories must be in the cache before they answer.
    sandbox.hold('GET', '/v5/api/workspaces/*/workspacemenuitems');
    const { queryClient, path } = renderCustomerPage(AppHome, '/app');
    await waitFor(() =>
      expect(queryClient.getQueryData(scopedKey(THANDI_PARTY_ID, dashboardKeys.categories()))).toBeDefined(),
    );
    // Still on /app: the menus have not answered, so nothing waited for them.
    expect(path()).toBe('/app');
  });
});

describe('/app for an employee', () => {
  it('does not ask for the customer dashboard', async () => {
    loginSucceeded({ accessToken: await sandbox.tokenFor(SIPHO_USERNAME), refreshToken: 'x' });
    const { path } = renderCustomerPage(AppHome, '/app');
    await waitFor(() => expect(path()).not.toBe('/app'));
    expect(calls().filter((call) => call.endsWith('/Categories'))).toEqual([]);
  });
});

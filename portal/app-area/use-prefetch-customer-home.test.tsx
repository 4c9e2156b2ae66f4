import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SIPHO_USERNAME, THANDI_PARTY_ID, THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { type Category, dashboardKeys } from '../../src/api/dashboard';
import { valuedCategories } from '../../src/domain/dashboard';
import { scopedKey } from '../../src/react/server-scope';
import { loginSucceeded, logout } from '../../src/session';
import { renderInProvider } from '../../src/test/render-in-provider';
import { renderCustomerPage } from '../test/render-customer-page';
import { AppHome } from './app-home';
import { CustomerDashboardPage } from './customer/customer-dashboard-page';

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

  it("asks for the categories' balances as soon as the categories answer, not after the workspace menus", async () => {
    loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
    const releaseMenus = sandbox.hold('GET', '/v5/api/workspaces/*/workspacemenuitems');
    // /app and the dashboard it leads to, as the /app area routes them, over one cache.
    const location = memoryLocation({ path: '/app', record: true });
    const { queryClient } = renderInProvider(
      <Router hook={location.hook}>
        <Route path="/app" component={AppHome} />
        <Route path="/app/customer/dashboard" component={CustomerDashboardPage} />
      </Router>,
    );
    const categories = await waitFor(() => {
      const data = queryClient.getQueryData<Category[]>(
        scopedKey(THANDI_PARTY_ID, dashboardKeys.categories()),
      );
      expect(data).toBeDefined();
      return data ?? [];
    });
    const valued = valuedCategories(categories).map((category) => category.NavigationItemID);
    expect(valued.length).toBeGreaterThan(1);
    // Every balance answers while the menus are still held: none of them waits for the menus.
    await waitFor(() => {
      for (const id of valued)
        expect(queryClient.getQueryData(scopedKey(THANDI_PARTY_ID, dashboardKeys.balance(id)))).toBeDefined();
    });
    expect(location.history.at(-1)).toBe('/app');
    expect(calls().filter((call) => call.endsWith('/workspacemenuitems'))).toEqual([]);

    // Once the menus answer, the dashboard shows those same balances at once, asking for none again.
    releaseMenus();
    const total = await screen.findByText('Total with FG Group');
    expect(total.parentElement?.textContent).toMatch(/R\d/);
    expect(screen.getByRole('heading', { level: 1 }).closest('[aria-busy]')?.getAttribute('aria-busy')).toBe(
      'false',
    );
    const balanceCalls = calls()
      .filter((call) => call.includes('/groupbalance/'))
      .map((call) => Number(call.split('/').at(-1)));
    expect(balanceCalls.sort()).toEqual([...valued].sort());
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

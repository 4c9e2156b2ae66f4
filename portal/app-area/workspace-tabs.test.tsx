import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout } from '../../src/session';
import { persistSession } from '../../src/session/persistence';
import { renderCustomerPage } from '../test/render-customer-page';
import { TAB_BAR_PAGES_KEY } from './tab-bar-memory';
import { WorkspaceTabs } from './workspace-tabs';

const sandbox = setupSandbox();
const THANDI_TAB_PAGES = [
  '/app/customer/dashboard',
  '/app/customer/employee-benefits',
  '/app/customer/investments',
  '/app/customer/ventures',
  '/app/customer/wills-and-trusts',
];

beforeEach(async () => {
  sessionStorage.clear();
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});
afterEach(() => logout());

/** Renders the tab bar at `path` with the menus held back, as a full page load sees it before they answer. */
function renderWhileMenusLoad(path: string) {
  sandbox.injectFault({ method: 'GET', path: '/v5/api/workspaces/*/workspacemenuitems', delayMs: 60_000 });
  return renderCustomerPage(WorkspaceTabs, path).container;
}

describe('the tab bar while the menus load', () => {
  it('keeps its room on a menu page, and none on a page the portal routes outside the menus', () => {
    expect(renderWhileMenusLoad('/app/customer/dashboard').childElementCount).toBe(1);
    for (const path of [
      '/app/editprofile',
      '/app/profile',
      '/app/buy/unit-trust',
      '/app/MemberPortalSuccess',
    ]) {
      expect(renderWhileMenusLoad(path).childElementCount, path).toBe(0);
    }
  });

  it('once the menus have been seen in this tab, keeps room exactly where they put a bar', () => {
    sessionStorage.setItem(TAB_BAR_PAGES_KEY, JSON.stringify(THANDI_TAB_PAGES));
    expect(renderWhileMenusLoad('/app/Customer/wealth').childElementCount).toBe(1);
    expect(renderWhileMenusLoad('/app/customer/accounts').childElementCount).toBe(0);
  });

  it('takes an unreadable memory as none', () => {
    for (const stored of ['{', '"pages"', '[1, 2]']) {
      sessionStorage.setItem(TAB_BAR_PAGES_KEY, stored);
      expect(renderWhileMenusLoad('/app/customer/accounts').childElementCount, stored).toBe(1);
      expect(renderWhileMenusLoad('/app/editprofile').childElementCount, stored).toBe(0);
    }
  });
});

describe('the menus, once they answer', () => {
  it('show the tabs, and are remembered for the next load; logging out forgets them', async () => {
    const stop = persistSession(sessionStorage);
    renderCustomerPage(WorkspaceTabs, '/app/customer/ventures');
    const tabs = await screen.findByRole('navigation', { name: 'My Portfolio: Customer' });
    expect(within(tabs).getAllByRole('link')).toHaveLength(5);
    // Remembered from an effect after the tabs are drawn.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(TAB_BAR_PAGES_KEY) ?? 'null')).toEqual(THANDI_TAB_PAGES),
    );
    logout();
    // Forgotten when the session's subscribers are told, after the current task.
    await waitFor(() => expect(sessionStorage.getItem(TAB_BAR_PAGES_KEY)).toBeNull());
    stop();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEW_USER_USERNAME, THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { loginSucceeded, logout } from '../../../src/session';
import { nbsp } from '../../../src/test/nbsp';
import { renderCustomerPage } from '../../test/render-customer-page';
import { AccountsPage } from './accounts-page';

const sandbox = setupSandbox();

async function signIn(username = THANDI_USERNAME) {
  loginSucceeded({ accessToken: await sandbox.tokenFor(username), refreshToken: 'x' });
}

beforeEach(() => signIn());
afterEach(() => logout());

describe('<AccountsPage>', () => {
  it('lists every owned product with its category and value', async () => {
    renderCustomerPage(AccountsPage, '/app/customer/accounts');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accounts');
    const table = await screen.findByRole('table', { name: 'Your products' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['5-Year Fixed Secured Investment', 'Investments', nbsp('R268 412.50')],
      ['Unit Trust Portfolio', 'Investments', nbsp('R98 430.12')],
      ['Tax-free Savings Account', 'Investments', nbsp('R61 250.40')],
      ['FG Umbrella Retirement Fund', 'Investments', nbsp('R684 215.37')],
      ['Group Life Cover', 'Employee Benefits', 'No balance'],
      ['Group Funeral Cover', 'Employee Benefits', 'No balance'],
      ['Last Will and Testament', 'Wills and Trusts', 'No balance'],
      ['Karoo Solar Farm – Phase 2', 'Ventures', nbsp('R45 000.00')],
    ]);
  });

  it('says so when the customer owns nothing', async () => {
    await signIn(NEW_USER_USERNAME);
    renderCustomerPage(AccountsPage, '/app/customer/accounts');
    await screen.findByText('You do not have any products yet.');
  });

  it('shows the error in place when a product list fails', async () => {
    sandbox.injectFault({
      path: '/v3/api/NebulaDashboard/*/6/products',
      status: 403,
      body: { IsError: true, ErrorDescription: 'Not allowed.', StatusCode: 403 },
    });
    renderCustomerPage(AccountsPage, '/app/customer/accounts');
    expect((await screen.findByRole('alert')).textContent).toBe('Not allowed.');
  });
});

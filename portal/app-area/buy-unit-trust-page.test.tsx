import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout } from '../../src/session';
import { renderCustomerPage } from '../test/render-customer-page';
import { BuyUnitTrustPage } from './buy-unit-trust-page';

const sandbox = setupSandbox();
afterEach(() => {
  logout();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const EFT_DETAILS = '/v3/api/Products/UnitTrust/eftdetails';
const eftDetailsCalls = () => sandbox.received.list().filter((entry) => entry.path === EFT_DETAILS).length;

describe('/app/buy/unit-trust', () => {
  it('opens the payment step with the account to pay into, asked for with the page', async () => {
    loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
    const user = userEvent.setup();
    renderCustomerPage(BuyUnitTrustPage, '/app/buy/unit-trust');
    await user.click(await screen.findByRole('checkbox', { name: 'Growth Fund' }));
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(next);
    await screen.findByRole('heading', { name: 'Step 2 of 5: Source of funds' });
    await user.click(screen.getByRole('radio', { name: 'Salary' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(next);
    await user.type(await screen.findByRole('textbox', { name: 'Lump sum for the Growth Fund (R)' }), '5000');
    // Asked for before the payment step is reached.
    await waitFor(() => expect(eftDetailsCalls()).toBe(1));
    await user.click(next);
    await screen.findByRole('heading', { name: 'Step 4 of 5: Payment details' });
    // On the page from the step's first paint: no spinner for the account, and not asked for again.
    const account = within(screen.getByRole('region', { name: 'Where to pay' }));
    expect(account.queryByText('Loading our bank details')).toBeNull();
    account.getByText('022845117');
    expect(eftDetailsCalls()).toBe(1);
  });

  it('asks for nothing of a customer not yet signed in', async () => {
    renderCustomerPage(BuyUnitTrustPage, '/app/buy/unit-trust');
    await screen.findByRole('heading', { level: 1 });
    expect(eftDetailsCalls()).toBe(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEW_USER_USERNAME, THANDI_PARTY_ID, THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { dashboardKeys } from '../../../src/api/dashboard';
import { MEMBER_CHOICE_CHANGE_KEY } from '../../../src/api/member-choice';
import { scopedKey } from '../../../src/react/server-scope';
import { loginSucceeded, logout } from '../../../src/session';
import { nbsp } from '../../../src/test/nbsp';
import { renderCustomerPage } from '../../test/render-customer-page';
import { InvestmentsPage } from './investments-page';

const sandbox = setupSandbox();

async function signIn(username = THANDI_USERNAME) {
  loginSucceeded({ accessToken: await sandbox.tokenFor(username), refreshToken: 'x' });
}

beforeEach(() => signIn());
afterEach(() => {
  logout();
  history.replaceState(null, '');
});

const renderPage = (path = '/app/customer/investments', pattern = path) =>
  renderCustomerPage(InvestmentsPage, path, pattern);
const headers = () =>
  screen
    .getAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }));
const accordion = (name: string) => screen.getByRole('button', { name });
const summaryCalls = () => sandbox.received.list().filter((entry) => entry.path.includes('/summary/'));

describe('<InvestmentsPage>', () => {
  it("shows 'Your Investment Wealth' as currency and an accordion per available product", async () => {
    renderPage();
    screen.getByRole('heading', { level: 1, name: 'My Investments' });
    const wealth = screen.getByRole('region', { name: 'Your Investment Wealth' });
    await waitFor(() => expect(wealth.textContent).toBe(nbsp('Your Investment WealthR1 112 308.39')));
    await waitFor(() => accordion('Investments - FG Umbrella Retirement Fund'));
    await screen.findByRole('heading', { level: 2, name: 'How your investments are spread' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'How your investments are spread',
      'Investments - 5-Year Fixed Secured Investment',
      'Investments - Unit Trust Portfolio',
      'Investments - Tax-free Savings Account',
      'Investments - FG Umbrella Retirement Fund',
      'Products you may be interested in',
    ]);
    expect(headers().every((header) => header.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('shows the accordions with the chart, once every summary has answered: the chart never pushes them down', async () => {
    const release = sandbox.hold('GET', '/v3/api/NebulaDashboard/*/summary/*');
    renderPage();
    // The product list has answered; the summaries are on their way.
    await waitFor(() =>
      expect(sandbox.received.list().some((entry) => entry.path.endsWith('/products'))).toBe(true),
    );
    expect(summaryCalls()).toEqual([]);
    await screen.findByText('Loading your investments');
    expect(screen.queryByRole('button', { name: /^Investments - / })).toBeNull();
    release();
    await screen.findByRole('heading', { level: 2, name: 'How your investments are spread' });
    accordion('Investments - FG Umbrella Retirement Fund');
  });

  it('shows the allocation across the products from their summaries, with no call of its own', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Allocation by product' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'FG Umbrella Retirement Fund',
      '5-Year Fixed Secured Investment',
      'Unit Trust Portfolio',
      'Tax-free Savings Account',
      'Total',
    ]);
    expect(within(table).getByRole('row', { name: /^Total/ }).textContent).toBe(
      nbsp('TotalR1 112 308.39100%'),
    );
    expect(summaryCalls()).toHaveLength(4);
  });

  it('fetches every summary at once after the product list', async () => {
    renderPage();
    await waitFor(() => expect(summaryCalls()).toHaveLength(4));
    // They go out concurrently, so their order is not fixed; the e2e timeline checks they overlap.
    const items = summaryCalls().map((call) => call.path.split('/').at(-1));
    expect(items.sort()).toEqual(['110', '14', '2', '86']);
  });

  it('offers missing products except TAXFREESAVINGS and those never offered (NebulaView false), with Buy by code', async () => {
    renderPage();
    const offered = await screen.findByRole('heading', { name: 'Products you may be interested in' });
    const tiles = within(offered.parentElement as HTMLElement).getAllByRole('listitem');
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      'Individual Risk Cover',
    ]);
    expect(
      within(tiles[0] as HTMLElement)
        .getByRole('link', { name: 'Ask about Individual Risk Cover' })
        .getAttribute('href'),
    ).toBe('/app/buy/contact-form?product=Individual+Risk+Cover');
    expect(screen.queryByText('Tax-free Savings')).toBeNull();
    expect(screen.queryByText('Settlement Trust')).toBeNull();
    expect(screen.queryByText('Unclaimed Benefits Fund')).toBeNull();
  });

  it('opens one accordion at a time, loads its table on open and drops it on close', async () => {
    const user = userEvent.setup();
    renderPage();
    const secured = await screen.findByRole('button', {
      name: 'Investments - 5-Year Fixed Secured Investment',
    });
    await user.click(secured);
    expect(secured.getAttribute('aria-expanded')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Description', 'Amount']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['1 Mar 2024', '1 Mar 2025', '1 Mar 2026']);
    expect(screen.getByRole('region', { name: 'Transactions' }).tabIndex).toBe(0);
    expect(screen.getByText('Nominal rate').nextElementSibling?.textContent).toBe('7.5%');
    expect(
      screen.getByRole('link', { name: 'Buy 5-Year Fixed Secured Investment' }).getAttribute('href'),
    ).toBe('/app/buy/secured-investment');

    const unitTrust = accordion('Investments - Unit Trust Portfolio');
    await user.click(unitTrust);
    expect(secured.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: 'Transactions' })).toBeNull();
    await screen.findByRole('table', { name: 'Fund holdings' });
    expect(screen.getByRole('link', { name: 'Buy Unit Trust Portfolio' }).getAttribute('href')).toBe(
      '/app/buy/unit-trust',
    );

    await user.click(unitTrust);
    await user.click(unitTrust);
    await screen.findByRole('table', { name: 'Fund holdings' });
    const details = () => sandbox.received.list().filter((entry) => entry.path.includes('/detail/86/'));
    await waitFor(() => expect(details()).toHaveLength(2));
  });

  it('routes the tax-free Buy button to the tax-free wizard and shows member choice for item 14', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Investments - Tax-free Savings Account' }));
    expect(screen.getByRole('link', { name: 'Buy Tax-free Savings Account' }).getAttribute('href')).toBe(
      '/app/buy/tax-free-investment',
    );
    await user.click(accordion('Investments - FG Umbrella Retirement Fund'));
    await screen.findByRole('button', { name: 'Choose Balanced Fund' });
    expect(screen.queryByRole('link', { name: /^Buy FG Umbrella/ })).toBeNull();
    const retirement = screen.getByRole('region', { name: 'Investments - FG Umbrella Retirement Fund' });
    expect(within(retirement).queryByRole('table')).toBeNull();
  });

  /** Opens the retirement fund and confirms a change to the Income Fund. */
  async function changeToIncomeFund() {
    const user = userEvent.setup();
    const page = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Investments - FG Umbrella Retirement Fund' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Choose Income Fund' }));
    // The dialog's content mounts from an effect once the dialog is shown.
    await user.click(await screen.findByRole('button', { name: 'Yes, change to Income Fund' }));
    return page;
  }

  it('goes to /app/MemberPortalSuccess once a member-choice change is confirmed', async () => {
    const page = await changeToIncomeFund();
    expect(page.path()).toBe('/app/MemberPortalSuccess');
  });

  it('marks the dashboards stale once the change is saved, though the page has gone by then', async () => {
    const release = sandbox.hold('POST', '/v4/api/retirementinvestments/*');
    const page = await changeToIncomeFund();
    await waitFor(() => expect(page.path()).toBe('/app/MemberPortalSuccess'));
    const dashboards = () =>
      page.queryClient.getQueryCache().findAll({ queryKey: scopedKey(THANDI_PARTY_ID, dashboardKeys.all) });
    expect(dashboards().length).toBeGreaterThan(0);
    expect(dashboards().some((query) => query.state.isInvalidated)).toBe(false);
    release();
    const change = () =>
      page.queryClient.getMutationCache().findAll({ mutationKey: MEMBER_CHOICE_CHANGE_KEY }).at(-1)?.state;
    await waitFor(() => expect(change()?.status).toBe('success'));
    await waitFor(() => expect(dashboards().every((query) => query.state.isInvalidated)).toBe(true));
  });

  it('opens the product named in /app/wealth/{ProductInstanceID} and focuses its header', async () => {
    renderPage('/app/wealth/700102', '/app/wealth/:productInstanceId');
    const unitTrust = await screen.findByRole('button', { name: 'Investments - Unit Trust Portfolio' });
    await waitFor(() => expect(unitTrust.getAttribute('aria-expanded')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(unitTrust));
    await screen.findByRole('table', { name: 'Fund holdings' });
  });

  it('shows the opened product with its tables already in: nothing loads inside it to push the page down', async () => {
    sandbox.injectFault({ method: 'GET', path: '/v3/api/NebulaDashboard/*/detail/*/*', delayMs: 400 });
    renderPage('/app/wealth/700102', '/app/wealth/:productInstanceId');
    const unitTrust = await screen.findByRole('button', { name: 'Investments - Unit Trust Portfolio' });
    screen.getByRole('table', { name: 'Fund holdings' });
    expect(screen.queryByText('Loading details')).toBeNull();
    // Focus moves in an effect after the accordion is painted: waited for, not assumed to have run already.
    await waitFor(() => expect(document.activeElement).toBe(unitTrust));
    // Read once, for the page; the accordion shows what it read.
    expect(sandbox.received.list().filter((entry) => entry.path.includes('/detail/'))).toHaveLength(1);
  });

  it('opens the product passed in navigation state', async () => {
    history.replaceState({ product: { ProductInstanceID: 700103 } }, '');
    renderPage('/app/Customer/wealth');
    const taxFree = await screen.findByRole('button', { name: 'Investments - Tax-free Savings Account' });
    await waitFor(() => expect(taxFree.getAttribute('aria-expanded')).toBe('true'));
  });

  it('keeps the page when one summary fails: the error shows in that accordion only', async () => {
    sandbox.injectFault({
      path: '/v3/api/NebulaDashboard/*/summary/86',
      status: 400,
      body: { IsError: true, ErrorDescription: 'Unit trust prices are being updated.', StatusCode: 400 },
    });
    const user = userEvent.setup();
    renderPage();
    const unitTrust = await screen.findByRole('button', { name: 'Investments - Unit Trust Portfolio' });
    await waitFor(() => expect(new Set(summaryCalls().map((call) => call.path)).size).toBe(4));
    await user.click(unitTrust);
    expect((await screen.findByRole('alert')).textContent).toBe('Unit trust prices are being updated.');
    await user.click(accordion('Investments - 5-Year Fixed Secured Investment'));
    expect(screen.queryByRole('alert')).toBeNull();
    await screen.findByRole('table', { name: 'Transactions' });
  });

  it('shows the error in place when the product list fails', async () => {
    sandbox.injectFault({ path: '/v3/api/NebulaDashboard/*/1/products', status: 500, body: {} });
    renderPage();
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(
      'Oops, something went wrong.',
    );
  });

  it('shows only missing products to a customer who owns nothing', async () => {
    await signIn(NEW_USER_USERNAME);
    renderPage();
    const offered = await screen.findByRole('heading', { name: 'Products you may be interested in' });
    const tiles = within(offered.parentElement as HTMLElement).getAllByRole('listitem');
    expect(
      tiles.map((tile) => [
        within(tile).getByRole('heading').textContent,
        within(tile).getByRole('link').getAttribute('href'),
      ]),
    ).toEqual([
      ['Secured Investment', '/app/buy/secured-investment'],
      ['Unit Trusts', '/app/buy/unit-trust'],
      ['Tax-free Savings Account', '/app/buy/tax-free-investment'],
      ['Individual Risk Cover', '/app/buy/contact-form?product=Individual+Risk+Cover'],
    ]);
    expect(screen.queryAllByRole('button', { expanded: false })).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Your Investment Wealth' }).textContent).toContain('R0.00'),
    );
    // Nothing held, nothing to chart.
    expect(screen.queryByRole('region', { name: 'How your investments are spread' })).toBeNull();
  });
});

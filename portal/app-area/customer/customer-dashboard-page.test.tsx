import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEW_USER_USERNAME, THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { loginSucceeded, logout } from '../../../src/session';
import { renderCustomerPage } from '../../test/render-customer-page';
import { CustomerDashboardPage, greeting } from './customer-dashboard-page';

const sandbox = setupSandbox();

async function signIn(username = THANDI_USERNAME) {
  loginSucceeded({ accessToken: await sandbox.tokenFor(username), refreshToken: 'x' });
}

beforeEach(() => signIn());
afterEach(() => logout());

const renderPage = () => renderCustomerPage(CustomerDashboardPage, '/app/customer/dashboard');
const productCalls = () => sandbox.received.list().filter((entry) => entry.path.endsWith('/products'));

describe('<CustomerDashboardPage>', () => {
  it("greets the user by short name: 'Hi, {shortName}'", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hi, Thandi');
    expect(greeting(undefined)).toBe('Hi');
  });

  it("shows a closed accordion per category titled 'My {NavigationText}', Group Solutions as Employee Benefits, 157 and 99 skipped", async () => {
    renderPage();
    await screen.findByRole('button', { name: 'My Investments' });
    const headers = screen.getAllByRole('button');
    expect(headers.map((header) => header.textContent)).toEqual([
      'My Investments',
      'My Employee Benefits',
      'My Wills and Trusts',
    ]);
    expect(headers.map((header) => header.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(productCalls()).toHaveLength(0);
  });

  it('loads a category when it opens, one open at a time, and loads it afresh after closing', async () => {
    const user = userEvent.setup();
    renderPage();
    const investments = await screen.findByRole('button', { name: 'My Investments' });
    await user.click(investments);
    const panel = screen.getByRole('region', { name: 'My Investments' });
    const secured = await within(panel).findByRole('link', { name: '5-Year Fixed Secured Investment' });
    expect(secured.getAttribute('href')).toBe('/app/wealth/700101');
    await waitFor(() => expect(secured.parentElement?.textContent).toContain('R268 412.50'));
    expect(
      within(panel)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Individual Risk Cover']);

    const benefits = screen.getByRole('button', { name: 'My Employee Benefits' });
    await user.click(benefits);
    expect(investments.getAttribute('aria-expanded')).toBe('false');
    const benefitsPanel = screen.getByRole('region', { name: 'My Employee Benefits' });
    expect(
      (await within(benefitsPanel).findByRole('link', { name: 'Group Life Cover' })).getAttribute('href'),
    ).toBe('/app/customer/employee-benefits');

    await user.click(investments);
    await screen.findByRole('link', { name: '5-Year Fixed Secured Investment' });
    await waitFor(() =>
      expect(productCalls().map((call) => call.path.split('/').at(-2))).toEqual(['1', '5', '1']),
    );
  });

  it('passes the wealth product in navigation state', async () => {
    const user = userEvent.setup();
    const page = renderPage();
    await user.click(await screen.findByRole('button', { name: 'My Investments' }));
    await user.click(await screen.findByRole('link', { name: 'Unit Trust Portfolio' }));
    expect(page.path()).toBe('/app/wealth/700102');
    expect(page.navigations.at(-1)?.state).toMatchObject({
      product: { ProductInstanceID: 700102, NavigationItemID: 86 },
    });
  });

  it('hides a missing TAXFREESAVINGS product and never offers NebulaView false products', async () => {
    const user = userEvent.setup();
    await signIn(NEW_USER_USERNAME);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'My Investments' }));
    const panel = screen.getByRole('region', { name: 'My Investments' });
    await within(panel).findByRole('heading', { name: 'Products you may be interested in' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Secured Investment', 'Unit Trusts', 'Tax-free Savings Account', 'Individual Risk Cover']);
    expect(within(panel).queryByRole('link', { name: /^(?!Buy)/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'My Employee Benefits' }));
    const benefits = screen.getByRole('region', { name: 'My Employee Benefits' });
    await within(benefits).findByRole('heading', { name: 'Products you may be interested in' });
    const offered = within(benefits)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(offered).not.toContain('Bencare');
    expect(offered).toHaveLength(5);
  });

  it('shows the error in place when the categories cannot be loaded', async () => {
    sandbox.injectFault({
      path: '/v3/api/NebulaDashboard/Categories',
      status: 404,
      body: { IsError: true, ErrorDescription: 'No categories.', StatusCode: 404 },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('No categories.');
  });

  describe('the money at a glance, before any panel is opened', () => {
    const cards = () =>
      within(screen.getByRole('list', { name: 'Your products with us' })).getAllByRole('listitem');
    const total = () => screen.getByRole('region', { name: 'Total with FG Group' });

    it('shows the total with the group and a card per category, each linking to its page', async () => {
      renderPage();
      await waitFor(() => expect(total().textContent).toContain('R1 112 308.39'));
      expect(total().textContent).toContain('The sum of the balances below.');
      expect(cards().map((card) => card.textContent)).toEqual([
        'InvestmentsR1 112 308.39View Investments',
        'Employee BenefitsView Employee Benefits',
        'Wills and TrustsView Wills and Trusts',
      ]);
      const links = cards().map((card) => within(card).getByRole('link').getAttribute('href'));
      expect(links).toEqual([
        '/app/customer/investments',
        '/app/customer/employee-benefits',
        '/app/customer/wills-and-trusts',
      ]);
      // Nothing is opened: no product list is loaded, only the balances.
      expect(productCalls()).toHaveLength(0);
      expect(
        sandbox.received
          .list()
          .filter((entry) => entry.path.includes('/groupbalance/'))
          .map((entry) => entry.path.split('/').at(-1))
          .sort(),
      ).toEqual(['1', '5', '6']);
    });

    it('adds the balances that exist in cents', async () => {
      sandbox.injectFault({
        path: '/v3/api/NebulaDashboard/*/groupbalance/5',
        status: 200,
        body: { Balance: 0.2 },
      });
      sandbox.injectFault({
        path: '/v3/api/NebulaDashboard/*/groupbalance/1',
        status: 200,
        body: { Balance: 0.1 },
      });
      renderPage();
      await waitFor(() => expect(total().textContent).toContain('R0.30'));
      expect(cards()[1]?.textContent).toContain('R0.20');
    });

    it('never invents R0.00 for a category without a balance, nor a total when none exists', async () => {
      await signIn(NEW_USER_USERNAME);
      renderPage();
      await waitFor(() =>
        expect(total().textContent).toContain('None of your products with us has a balance to show yet.'),
      );
      expect(screen.queryByText(/R0\.00/)).toBeNull();
      expect(cards().map((card) => card.textContent)).toEqual([
        'InvestmentsView Investments',
        'Employee BenefitsView Employee Benefits',
        'Wills and TrustsView Wills and Trusts',
      ]);
    });

    it('shows a failed balance on its own card and keeps the rest of the page', async () => {
      sandbox.injectFault({
        path: '/v3/api/NebulaDashboard/*/groupbalance/1',
        status: 500,
        body: { IsError: true, ErrorDescription: 'Balances are resting.', StatusCode: 500 },
      });
      sandbox.injectFault({
        path: '/v3/api/NebulaDashboard/*/groupbalance/6',
        status: 200,
        body: { Balance: 1500 },
      });
      renderPage();
      // The three balances are read side by side: whichever answers last, all three outcomes show.
      await waitFor(() => {
        expect(cards()[0]?.textContent).toContain('Balances are resting.');
        expect(cards()[2]?.textContent).toBe('Wills and TrustsR1 500.00View Wills and Trusts');
        expect(total().textContent).toBe(
          'Total with FG GroupR1 500.00The sum of the balances below, without Investments: that balance could not be loaded.',
        );
      });
      expect(screen.getByRole('button', { name: 'My Investments' })).toBeTruthy();
    });

    it('says so when no balance could be loaded', async () => {
      sandbox.injectFault({ path: '/v3/api/NebulaDashboard/*/groupbalance/*', status: 500, body: {} });
      renderPage();
      await waitFor(() => expect(total().textContent).toContain('Your total could not be loaded.'));
      expect(cards()).toHaveLength(3);
    });

    it('shows a placeholder for each card and the total while the balances load', async () => {
      const release = sandbox.hold('GET', '/v3/api/NebulaDashboard/*/groupbalance/*');
      renderPage();
      await waitFor(() => expect(cards()).toHaveLength(3));
      expect(total().textContent).toBe('Total with FG GroupLoading your total');
      expect(cards()[0]?.textContent).toBe('InvestmentsLoading the balance of InvestmentsView Investments');
      release();
      await waitFor(() => expect(total().textContent).toContain('R1 112 308.39'));
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_USER_USERNAME, THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { loginSucceeded, logout } from '../../../src/session';
import { nbsp } from '../../../src/test/nbsp';
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

  it("shows an open card per category titled 'My {NavigationText}', Group Solutions as Employee Benefits, with the home list's products", async () => {
    renderPage();
    const investments = await screen.findByRole('region', { name: 'My Investments' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'My Investments',
      'My Ventures',
      'My Employee Benefits',
      'My Wills and Trusts',
    ]);
    // Nothing to open (DESIGN.md §8a): no accordion on the home dashboard.
    expect(screen.queryByRole('button', { expanded: false })).toBeNull();
    const secured = await within(investments).findByRole('link', { name: '5-Year Fixed Secured Investment' });
    expect(secured.getAttribute('href')).toBe('/app/wealth/700101');
    await waitFor(() => expect(secured.parentElement?.textContent).toContain(nbsp('R268 412.50')));
    expect(
      within(investments)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Individual Risk Cover']);
    const benefits = screen.getByRole('region', { name: 'My Employee Benefits' });
    expect(
      (await within(benefits).findByRole('link', { name: 'Group Life Cover' })).getAttribute('href'),
    ).toBe('/app/customer/employee-benefits');
    // Items 157 and 99 stay out of the home list (§2): Ventures shows its balance, not its products. The
    // three reads go out together, so the server may receive them in any order.
    await waitFor(() =>
      expect(
        productCalls()
          .map((call) => call.path.split('/').at(-2))
          .sort(),
      ).toEqual(['1', '5', '6']),
    );
  });

  it('passes the wealth product in navigation state', async () => {
    const user = userEvent.setup();
    const page = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Unit Trust Portfolio' }));
    expect(page.path()).toBe('/app/wealth/700102');
    expect(page.navigations.at(-1)?.state).toMatchObject({
      product: { ProductInstanceID: 700102, NavigationItemID: 86 },
    });
  });

  it('hides a missing TAXFREESAVINGS product and never offers NebulaView false products', async () => {
    await signIn(NEW_USER_USERNAME);
    renderPage();
    const panel = await screen.findByRole('region', { name: 'My Investments' });
    await within(panel).findByRole('heading', { name: 'Products you may be interested in' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Secured Investment', 'Unit Trusts', 'Tax-free Savings Account', 'Individual Risk Cover']);
    // Buy for what is bought online; a product that is not asks about it (it opens the contact form).
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Buy Secured Investment',
      'Buy Unit Trusts',
      'Buy Tax-free Savings Account',
      'Ask about Individual Risk Cover',
      'View Investments',
    ]);

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

  describe('the money at a glance, with nothing to open', () => {
    const cards = () => [...screen.getByRole('list', { name: 'Your products with us' }).children];
    const card = (name: string) => screen.getByRole('region', { name: `My ${name}` });
    /** A card's title and balance, as its header shows them. */
    const headerOf = (item: Element) =>
      within(item as HTMLElement).getByRole('heading', { level: 2 }).parentElement?.textContent;
    const total = (name = 'Total with FG Group') => screen.getByRole('region', { name });
    const balanceCalls = (id: number) =>
      sandbox.received.list().filter((entry) => entry.path.endsWith(`/groupbalance/${id}`)).length;
    const failBalance = (id: number) =>
      sandbox.injectFault({
        path: `/v3/api/NebulaDashboard/*/groupbalance/${id}`,
        status: 500,
        body: { IsError: true, ErrorDescription: 'Balances are resting.', StatusCode: 500 },
      });

    afterEach(() => vi.useRealTimers());

    it('shows the total of every valued holding, ventures included, as at the day it was read, and a card per category', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-27T04:00:00Z'));
      renderPage();
      await waitFor(() => expect(total().textContent).toContain(nbsp('R1 157 308.39')));
      // The figures, then (beside them) where the money is.
      expect(total().firstElementChild?.textContent).toBe(
        nbsp(
          'Total with FG GroupR1 157 308.39Investments and venturesAs at 27 Nov 2026 · Insurance cover is not included',
        ),
      );
      expect(within(total()).getByText('27 Nov 2026').getAttribute('datetime')).toBe('2026-11-27');
      expect(cards().map(headerOf)).toEqual([
        nbsp('My InvestmentsR1 112 308.39'),
        nbsp('My VenturesR45 000.00'),
        'My Employee BenefitsCover · not in total',
        'My Wills and Trusts',
      ]);
      const links = cards().map((item) =>
        within(item as HTMLElement)
          .getByRole('link', { name: /^View / })
          .getAttribute('href'),
      );
      expect(links).toEqual([
        '/app/customer/investments',
        '/app/customer/ventures',
        '/app/customer/employee-benefits',
        '/app/customer/wills-and-trusts',
      ]);
      expect(
        sandbox.received
          .list()
          .filter((entry) => entry.path.includes('/groupbalance/'))
          .map((entry) => entry.path.split('/').at(-1))
          .sort(),
      ).toEqual(['1', '5', '6', '99']);
      // Ventures stays out of the home list (§2): its card lists no products.
      expect(within(card('Ventures')).queryByRole('list')).toBeNull();
    });

    it('shows the growth of each product on what was put in where the API gives both figures, and cover amounts apart', async () => {
      renderPage();
      const investments = await screen.findByRole('region', { name: 'My Investments' });
      const line = (name: string) =>
        within(investments).getByRole('link', { name }).closest('li')?.textContent ?? '';
      await waitFor(() => expect(line('Unit Trust Portfolio')).toContain('R98'));
      expect(within(investments).getByText('Growth is the value less what you put in.')).toBeTruthy();
      expect(line('5-Year Fixed Secured Investment')).toContain(
        nbsp('R268 412.50Growth on what you put in: +R18 412.50 (7.4%)'),
      );
      expect(line('Unit Trust Portfolio')).toContain(nbsp('Growth on what you put in: +R17 430.12 (21.5%)'));
      expect(line('Tax-free Savings Account')).toContain(
        nbsp('Growth on what you put in: +R3 250.40 (5.6%)'),
      );
      // The retirement fund names nothing put in: its value stands alone.
      expect(line('FG Umbrella Retirement Fund')).not.toContain('Growth');
      const benefits = card('Employee Benefits');
      await waitFor(() =>
        expect(
          within(benefits).getByRole('link', { name: 'Group Life Cover' }).closest('li')?.textContent,
        ).toContain(nbsp('Cover of R1 850 000.00')),
      );
      expect(within(benefits).queryByText(/Growth/)).toBeNull();
    });

    it('ends a card with its next action where the summaries give one: the tax-free allowance, the beneficiaries', async () => {
      renderPage();
      const investments = await screen.findByRole('region', { name: 'My Investments' });
      const add = await within(investments).findByRole('link', { name: 'Add to tax-free savings' });
      expect(add.getAttribute('href')).toBe('/app/buy/tax-free-investment');
      expect(add.parentElement?.textContent).toMatch(
        new RegExp(
          `^You can still add ${nbsp('R22 000.00')} tax-free until 2[89] Feb \\d{4}\\.Add to tax-free savings$`,
        ),
      );
      const benefits = screen.getByRole('region', { name: 'My Employee Benefits' });
      const check = await within(benefits).findByRole('link', { name: 'Check beneficiaries' });
      expect(check.parentElement?.textContent).toBe('Beneficiaries: 2 nominatedCheck beneficiaries');
      expect(
        within(screen.getByRole('region', { name: 'My Wills and Trusts' })).queryByRole('link', {
          name: /^Check|^Add/,
        }),
      ).toBeNull();
    });

    it('shows where the money is beside the total: each investment and the ventures, as shares that add to 100%', async () => {
      renderPage();
      const split = await screen.findByRole('region', { name: 'Where your money is' });
      expect(
        within(split)
          .getAllByRole('listitem')
          .map((entry) => entry.textContent),
      ).toEqual([
        'FG Umbrella Retirement Fund59%',
        '5-Year Fixed Secured Investment23%',
        'Unit Trust Portfolio9%',
        'Tax-free Savings Account5%',
        'Ventures4%',
      ]);
      expect(total().contains(split)).toBe(true);
    });

    it('shows no split of an incomplete sum: a balance that failed leaves it out', async () => {
      failBalance(99);
      renderPage();
      await waitFor(() => expect(total('Total we could load').textContent).toContain(nbsp('R1 112 308.39')));
      await within(card('Investments')).findByRole('link', { name: 'Unit Trust Portfolio' });
      await waitFor(() => expect(screen.queryByText('Loading where your money is')).toBeNull());
      expect(screen.queryByRole('region', { name: 'Where your money is' })).toBeNull();
    });

    it('adds the balances that exist in cents', async () => {
      const balances: [number, number][] = [
        [5, 0.2],
        [1, 0.1],
        [99, 0.05],
      ];
      for (const [id, balance] of balances) {
        sandbox.injectFault({
          path: `/v3/api/NebulaDashboard/*/groupbalance/${id}`,
          status: 200,
          body: { Balance: balance },
        });
      }
      renderPage();
      await waitFor(() => expect(total().textContent).toContain('R0.35'));
      expect(total().textContent).toContain('Investments, employee benefits and ventures');
      expect(card('Employee Benefits').textContent).toContain('R0.20');
    });

    it('never invents R0.00 for a category without a balance, nor a total when none exists', async () => {
      await signIn(NEW_USER_USERNAME);
      renderPage();
      await waitFor(() =>
        expect(total().textContent).toContain('None of your products with us has a balance to show yet.'),
      );
      expect(screen.queryByText(/R0\.00/)).toBeNull();
      expect(screen.queryByText(/As at/)).toBeNull();
      expect(cards().map(headerOf)).toEqual([
        'My Investments',
        'My Ventures',
        'My Employee BenefitsCover · not in total',
        'My Wills and Trusts',
      ]);
    });

    it('shows a customer with nothing invested the first steps, each with its status from the API and its link', async () => {
      await signIn(NEW_USER_USERNAME);
      renderPage();
      const checklist = await screen.findByRole('region', { name: 'Get started' });
      const steps = within(checklist).getAllByRole('listitem');
      await waitFor(() =>
        expect(steps.map((step) => step.textContent)).toEqual([
          'Verify your ID (FICA documents)To doUpload your documents',
          'Add your bank accountTo doAdd bank details',
          'Make your first investmentTo doChoose an investment',
        ]),
      );
      expect(
        within(checklist).getByRole('link', { name: 'Upload your documents' }).getAttribute('href'),
      ).toBe('/app/editprofile?section=documents');
      expect(within(checklist).getByRole('link', { name: 'Choose an investment' }).getAttribute('href')).toBe(
        '/app/customer/investments',
      );
    });

    it('shows no checklist to a customer with money invested', async () => {
      renderPage();
      await waitFor(() => expect(total().textContent).toContain(nbsp('R1 157 308.39')));
      expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
    });

    it('shows a failed balance in its own card with Try again, which loads that one only, and keeps the rest', async () => {
      const user = userEvent.setup();
      failBalance(1);
      renderPage();
      await waitFor(() => expect(total('Total we could load').textContent).toContain(nbsp('R45 000.00')));
      expect(total('Total we could load').textContent).toContain("Ventures only · Investments didn't load");
      const investments = card('Investments');
      expect(within(investments).getByRole('alert').textContent).toBe(
        "We couldn't load your investments.Your holding is safe; this is a display problem on our side.Try again to load your investments",
      );
      expect(headerOf(card('Ventures'))).toBe(nbsp('My VenturesR45 000.00'));
      // One part failed: its card says so, and still lists its products; there is no page alert.
      expect(screen.queryByText("Some of your accounts didn't load.")).toBeNull();
      expect(await within(investments).findByRole('link', { name: 'Unit Trust Portfolio' })).toBeTruthy();

      const [one = 0, five = 0, six = 0, ventures = 0] = [1, 5, 6, 99].map(balanceCalls);
      sandbox.faults.clear();
      await user.click(
        within(investments).getByRole('button', { name: 'Try again to load your investments' }),
      );
      await waitFor(() => expect(headerOf(card('Investments'))).toBe(nbsp('My InvestmentsR1 112 308.39')));
      expect(total().textContent).toContain(nbsp('R1 157 308.39'));
      expect([1, 5, 6, 99].map(balanceCalls)).toEqual([one + 1, five, six, ventures]);
    });

    it('adds one page alert when two parts fail, whose Try again loads both', async () => {
      const user = userEvent.setup();
      failBalance(5);
      failBalance(99);
      renderPage();
      const alert = (await screen.findByText("Some of your accounts didn't load.")).closest('[role="alert"]');
      if (!(alert instanceof HTMLElement)) throw new Error('No page alert');
      expect(alert.textContent).toContain(
        'Employee benefits and ventures are missing below, so your total leaves them out. Your money is not affected.',
      );
      expect(alert.textContent).toContain('If this keeps happening, call 0860 334 768.');
      await waitFor(() => expect(total('Total we could load').textContent).toContain(nbsp('R1 112 308.39')));
      expect(total('Total we could load').textContent).toContain(
        "Investments only · Employee benefits and ventures didn't load",
      );
      expect(within(card('Employee Benefits')).getByRole('alert').textContent).toContain(
        "We couldn't load your employee benefits.",
      );
      expect(within(card('Ventures')).getByRole('alert').textContent).toContain(
        "We couldn't load your ventures.",
      );
      expect(headerOf(card('Investments'))).toBe(nbsp('My InvestmentsR1 112 308.39'));

      const [one = 0, five = 0, six = 0, ventures = 0] = [1, 5, 6, 99].map(balanceCalls);
      sandbox.faults.clear();
      await user.click(
        within(alert).getByRole('button', { name: 'Try again to load your employee benefits and ventures' }),
      );
      await waitFor(() => expect(total().textContent).toContain(nbsp('R1 157 308.39')));
      await waitFor(() => expect(screen.queryByText("Some of your accounts didn't load.")).toBeNull());
      expect(headerOf(card('Ventures'))).toBe(nbsp('My VenturesR45 000.00'));
      expect([1, 5, 6, 99].map(balanceCalls)).toEqual([one, five + 1, six, ventures + 1]);
    });

    it('says so when no balance could be loaded', async () => {
      sandbox.injectFault({ path: '/v3/api/NebulaDashboard/*/groupbalance/*', status: 500, body: {} });
      renderPage();
      await waitFor(() => expect(total().textContent).toContain("We couldn't load your total"));
      expect(cards()).toHaveLength(4);
      expect(screen.getByText("Some of your accounts didn't load.")).toBeTruthy();
    });

    it('shows a placeholder for each card and the total while the balances load', async () => {
      const release = sandbox.hold('GET', '/v3/api/NebulaDashboard/*/groupbalance/*');
      renderPage();
      await waitFor(() => expect(cards()).toHaveLength(4));
      expect(total().firstElementChild?.textContent).toBe('Total with FG GroupLoading your total');
      expect(headerOf(card('Investments'))).toBe('My InvestmentsLoading the balance of Investments');
      release();
      await waitFor(() => expect(total().textContent).toContain(nbsp('R1 157 308.39')));
    });
  });
});

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
    expect(productCalls().map((call) => call.path.split('/').at(-2))).toEqual(['1', '5', '1']);
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
});

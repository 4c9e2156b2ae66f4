import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEW_USER_USERNAME, THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { loginSucceeded, logout } from '../../../src/session';
import { nbsp } from '../../../src/test/nbsp';
import { renderCustomerPage } from '../../test/render-customer-page';
import { EmployeeBenefitsPage } from './employee-benefits-page';
import { VenturesPage } from './ventures-page';
import { WillsAndTrustsPage } from './wills-and-trusts-page';

const sandbox = setupSandbox();

async function signIn(username = THANDI_USERNAME) {
  loginSucceeded({ accessToken: await sandbox.tokenFor(username), refreshToken: 'x' });
}

beforeEach(() => signIn());
afterEach(() => logout());

const offeredIn = async () => {
  const heading = await screen.findByRole('heading', { name: 'Products you may be interested in' });
  return within(heading.parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((tile) => [
      within(tile).getByRole('heading').textContent,
      within(tile).getByRole('link').getAttribute('href'),
    ]);
};

describe('<EmployeeBenefitsPage>', () => {
  it('shows an accordion per available product (29 is the life summary) and the cover to offer', async () => {
    const user = userEvent.setup();
    renderCustomerPage(EmployeeBenefitsPage, '/app/customer/employee-benefits');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Employee Benefits');
    const life = await screen.findByRole('button', { name: 'Group Life Cover' });
    // The funeral cover's summary has ShowName false: its name is hidden, the kind of cover shows.
    await screen.findByRole('button', { name: 'Group Funeral Cover' });
    expect(screen.queryByText(/Mokoena family plan/)).toBeNull();
    // The life summary (item 29) leads.
    expect(
      screen
        .getAllByRole('button')
        .slice(0, 2)
        .map((button) => button.textContent),
    ).toEqual(['Group Life Cover', 'Group Funeral Cover']);
    await user.click(life);
    const panel = screen.getByRole('region', { name: 'Group Life Cover' });
    // The header names the product from the list before its summary is in: the panel's content may follow.
    const cover = await within(panel).findByText('Cover amount');
    expect(cover.nextElementSibling?.textContent).toBe(nbsp('R1 850 000.00'));
    within(panel).getByText('3 times annual salary');
    expect(await offeredIn()).toEqual([
      ['Group Disability Cover', '/app/buy/contact-form?product=Group+Disability+Cover'],
      ['Group Critical Illness Cover', '/app/buy/contact-form?product=Group+Critical+Illness+Cover'],
      ['Group Education Cover', '/app/buy/contact-form?product=Group+Education+Cover'],
    ]);
  });
});

describe('<VenturesPage>', () => {
  it("shows the Assets balance and 'Asset - {name}' accordions that load the overview on open", async () => {
    const user = userEvent.setup();
    renderCustomerPage(VenturesPage, '/app/customer/ventures');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Ventures');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Assets' }).textContent).toBe(nbsp('AssetsR45 000.00')),
    );
    const asset = await screen.findByRole('button', { name: 'Asset - Karoo Solar Farm – Phase 2' });
    expect(sandbox.received.list().filter((entry) => entry.path.includes('/overview/'))).toHaveLength(0);
    await user.click(asset);
    await screen.findByRole('heading', { name: 'Environmental benefits' });
    expect(screen.getByText('CO₂ avoided').nextElementSibling?.textContent).toBe('38.4 t');
    const table = screen.getByRole('table', { name: 'Production' });
    const [, firstRow] = within(table).getAllByRole('row');
    expect(
      within(firstRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([nbsp('4 812'), 'R441.20']);
    expect(sandbox.received.list().filter((entry) => entry.path.endsWith('/overview/100'))).toHaveLength(1);
    expect(await offeredIn()).toEqual([['Impact Farming', '/app/buy/contact-form?product=Impact+Farming']]);
  });

  it('shows the overview error inside the accordion only', async () => {
    sandbox.injectFault({ path: '/v3/api/NebulaDashboard/*/overview/*', status: 500, body: {} });
    const user = userEvent.setup();
    renderCustomerPage(VenturesPage, '/app/customer/ventures');
    await user.click(await screen.findByRole('button', { name: 'Asset - Karoo Solar Farm – Phase 2' }));
    const panel = screen.getByRole('region', { name: 'Asset - Karoo Solar Farm – Phase 2' });
    expect((await within(panel).findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(
      'Oops, something went wrong.',
    );
    screen.getByRole('heading', { name: 'Products you may be interested in' });
  });
});

describe('<WillsAndTrustsPage>', () => {
  it('shows the will and offers trusts and estate products', async () => {
    const user = userEvent.setup();
    renderCustomerPage(WillsAndTrustsPage, '/app/customer/wills-and-trusts');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Wills and Trusts');
    await user.click(await screen.findByRole('button', { name: 'Last Will and Testament' }));
    expect((await screen.findByText('Executor')).nextElementSibling?.textContent).toBe('FG Trust Services');
    expect(await offeredIn()).toEqual([
      ['Trusts', '/app/buy/contact-form?product=Trusts'],
      ['Estate Planning', '/app/buy/contact-form?product=Estate+Planning'],
      ['Estate Administration', '/app/buy/contact-form?product=Estate+Administration'],
    ]);
  });

  it('shows only products to offer to a customer who owns nothing', async () => {
    await signIn(NEW_USER_USERNAME);
    renderCustomerPage(WillsAndTrustsPage, '/app/customer/wills-and-trusts');
    expect((await offeredIn()).map(([name]) => name)).toEqual([
      'Wills',
      'Trusts',
      'Estate Planning',
      'Estate Administration',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

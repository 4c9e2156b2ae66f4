import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SIPHO_USERNAME, THANDI_USERNAME } from '../../sandbox/fixtures/ids';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout } from '../../src/session';
import { renderPage } from '../test/render-page';
import BottomNav, { BottomNavBar } from './bottom-nav';
import type { BottomNavItem } from './bottom-nav-items';

const sandbox = setupSandbox();
// The bar shows below 768 px only, and jsdom applies every @media rule whatever the width, so here it is
// hidden and has no accessible names: found by label and text, as the header's phone button is. The e2e
// tests (e2e/phone.spec.ts) find it by role on a phone.
const barNamed = (label: string) => screen.findByLabelText(label, { selector: 'nav' });
const linkIn = (nav: HTMLElement, text: string) => within(nav).getByText(text, { selector: 'a' });
const moreButton = () => screen.getByText('More', { selector: 'button' });
afterEach(() => {
  logout();
  sessionStorage.clear();
});

async function signIn(username: string) {
  loginSucceeded({ accessToken: await sandbox.tokenFor(username), refreshToken: 'x' });
}

/** The links in the bar itself (not those behind "More"). */
const linkNames = (nav: HTMLElement) =>
  [...nav.querySelectorAll(':scope > ul > li > a')].map((link) => link.textContent);

describe('<BottomNav>', () => {
  it("shows Thandi's five sections on her profile page, from her workspace menu, none of them current", async () => {
    await signIn(THANDI_USERNAME);
    renderPage(<BottomNav />, '/app/profile');
    const nav = await barNamed('My Portfolio: Customer');
    expect(linkNames(nav)).toEqual(['Home', 'Invest', 'Benefits', 'Ventures', 'Wills']);
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/app/customer/dashboard',
      '/app/customer/investments',
      '/app/customer/employee-benefits',
      '/app/customer/ventures',
      '/app/customer/wills-and-trusts',
    ]);
    expect(nav.querySelector('[aria-current]')).toBeNull();
    // Each icon is decoration: the label names the destination.
    for (const icon of nav.querySelectorAll('svg')) expect(icon.getAttribute('aria-hidden')).toBe('true');
  });

  it('marks the page shown as current, and a press moves there and moves the mark', async () => {
    await signIn(THANDI_USERNAME);
    const { location } = renderPage(<BottomNav />, '/app/wealth/700101');
    const nav = await barNamed('My Portfolio: Customer');
    expect(linkIn(nav, 'Invest').getAttribute('aria-current')).toBe('page');
    await userEvent.click(linkIn(nav, 'Wills'));
    expect(location.history.at(-1)).toBe('/app/customer/wills-and-trusts');
    await waitFor(() => expect(linkIn(nav, 'Wills').getAttribute('aria-current')).toBe('page'));
    expect(linkIn(nav, 'Invest').hasAttribute('aria-current')).toBe(false);
  });

  it("shows an employee the tabs of the employee menu, in the menu's words", async () => {
    await signIn(SIPHO_USERNAME);
    renderPage(<BottomNav />, '/app/employee/settings');
    const nav = await barNamed('Ubuntu Health Clinics: Employee');
    expect(linkNames(nav)).toEqual(['Dashboard', 'Settings']);
    expect(linkIn(nav, 'Settings').getAttribute('aria-current')).toBe('page');
  });
});

const item = (label: string, current = false): BottomNavItem => ({
  href: `/app/${label.toLowerCase()}`,
  label,
  icon: 'page',
  current,
});

describe('<BottomNavBar> with more than five destinations', () => {
  const model = {
    label: 'Work: Menu',
    items: ['One', 'Two', 'Three', 'Four'].map((label) => item(label)),
    more: [item('Five'), item('Six', true)],
  };

  it('puts the rest behind a "More" disclosure that Escape closes, focus back on its button', async () => {
    renderPage(<BottomNavBar model={model} />, '/app/six');
    const nav = await barNamed('Work: Menu');
    const more = moreButton();
    expect(linkNames(nav)).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    // The current page is behind "More": the button carries the current look.
    expect(more.hasAttribute('data-current')).toBe(true);

    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(false);
    expect(linkIn(nav, 'Six').getAttribute('aria-current')).toBe('page');

    await userEvent.keyboard('{Escape}');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
  });

  it('closes when a destination in it is chosen, and goes there', async () => {
    const { location } = renderPage(<BottomNavBar model={model} />, '/app/one');
    const more = moreButton();
    expect(more.hasAttribute('data-current')).toBe(true);
    await userEvent.click(more);
    await userEvent.click(screen.getByText('Five', { selector: 'a' }));
    expect(location.history.at(-1)).toBe('/app/five');
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });
});

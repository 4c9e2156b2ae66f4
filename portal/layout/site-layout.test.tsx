import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/fixtures/ids';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout } from '../../src/session';
import { renderPage } from '../test/render-page';
import { SiteLayout } from './site-layout';

const sandbox = setupSandbox();
afterEach(() => logout());

// jsdom hides the bar (it applies the phone-only rule at any width), so it is found by its label.
const bottomNav = () => document.querySelector('nav[aria-label="My Portfolio: Customer"]');

function renderLayoutAt(path: string) {
  return renderPage(
    <SiteLayout>
      <h1>Page</h1>
    </SiteLayout>,
    path,
  );
}

describe('<SiteLayout> and the bottom navigation', () => {
  it('adds it to a signed-in app page, a profile page too, after the main content', async () => {
    loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
    renderLayoutAt('/app/profile');
    const nav = await screen.findByLabelText('My Portfolio: Customer', { selector: 'nav' });
    expect(screen.getByRole('main').contains(nav)).toBe(false);
    // Between the page and the footer, in reading and tab order.
    expect(nav.previousElementSibling?.tagName).toBe('MAIN');
  });

  it('leaves it off a buy wizard, whose header is its own', async () => {
    loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
    const { location } = renderLayoutAt('/app/customer/dashboard');
    await screen.findByLabelText('My Portfolio: Customer', { selector: 'nav' });
    act(() => location.navigate('/app/buy/unit-trust'));
    await waitFor(() => expect(bottomNav()).toBeNull());
    expect(screen.getByRole('banner').textContent).toContain('Unit Trust');
  });

  it('leaves it off every page of a visitor who is not signed in', async () => {
    renderLayoutAt('/app/customer/dashboard');
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(bottomNav()).toBeNull();
  });
});

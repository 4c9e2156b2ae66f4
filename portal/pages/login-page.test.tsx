import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { loginSucceeded, logout, session, sessionExpired } from '../../src/session';
import { AppRoutes } from '../routes';
import { preloadFirstScreen } from '../signed-in-chunks';
import { renderPage } from '../test/render-page';
import { afterLoginPath, loginPathReturningTo } from './login-paths';

// The real downloads, watched: when the login page asks for the first screen's chunks.
vi.mock('../signed-in-chunks', async (importOriginal) => {
  const chunks = await importOriginal<typeof import('../signed-in-chunks')>();
  return { ...chunks, preloadFirstScreen: vi.fn(chunks.preloadFirstScreen) };
});

const sandbox = setupSandbox();
afterEach(() => {
  logout();
  vi.mocked(preloadFirstScreen).mockClear();
});

const EXPIRED = 'Your session has expired. Please log in again.';
const where = (location: { history: string[] }) => location.history.at(-1);

async function signIn() {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'refresh-1' });
}

async function logInOnTheForm() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Username/), THANDI_USERNAME);
  await user.type(screen.getByLabelText(/^Password/), `${DEMO_PASSWORD}{Enter}`);
}

describe('login paths', () => {
  it('returns to a site path only', () => {
    expect(loginPathReturningTo('/app/reports/7')).toBe('/login?redirect=%2Fapp%2Freports%2F7');
    expect(loginPathReturningTo('//evil.example')).toBe('/login');
    expect(afterLoginPath('?redirect=%2Fapp%2Fprofile')).toBe('/app/profile');
    expect(afterLoginPath('?redirect=https%3A%2F%2Fevil.example')).toBe('/app');
    expect(afterLoginPath('?redirect=%2F%2Fevil.example')).toBe('/app');
    expect(afterLoginPath('')).toBe('/app');
  });
});

describe('an expired session', () => {
  it('goes from an /app page to /login, which says so and returns there after logging in', async () => {
    await signIn();
    const { location } = renderPage(<AppRoutes />, '/app/profile');
    act(() => sessionExpired());
    await waitFor(() => expect(where(location)).toBe('/login?redirect=%2Fapp%2Fprofile'));
    // The login page is a chunk of its own: its heading once it has arrived.
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    // The notice is a status: its words come just after it is on the page.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(EXPIRED));

    await logInOnTheForm();
    await waitFor(() => expect(where(location)).toBe('/app/profile'));
    expect(session.auth.authenticated).toBe(true);
    // The history moves before the page is drawn again without the login form.
    await waitFor(() => expect(screen.queryByText(EXPIRED)).toBeNull());
  });

  it('follows a refused token refresh on an /app page to /login, with the message', async () => {
    await signIn();
    // Every call is refused as expired, and the sandbox does not know the refresh token: the refresh fails.
    for (const path of ['/v3/**', '/V3/**', '/v4/**', '/v5/**', '/V5/**'])
      sandbox.injectFault({ path, status: 401 });
    const { location } = renderPage(<AppRoutes />, '/app/profile');
    await waitFor(() => expect(where(location)).toBe('/login?redirect=%2Fapp%2Fprofile'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(EXPIRED));
    expect(session.auth).toMatchObject({ authenticated: false, expired: true });
  });

  it('keeps the login dialog on a buy page rather than leaving it', async () => {
    await signIn();
    const { location } = renderPage(<AppRoutes />, '/app/buy/contact-form');
    act(() => sessionExpired());
    await screen.findByRole('dialog', { name: 'Login' });
    expect(where(location)).toBe('/app/buy/contact-form');
  });

  it('is not claimed after a normal logout: that goes to / and /login shows no message', async () => {
    await signIn();
    const first = renderPage(<AppRoutes />, '/app/profile');
    act(() => logout());
    await waitFor(() => expect(where(first.location)).toBe('/'));
    first.unmount();
    renderPage(<AppRoutes />, '/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.queryByText(EXPIRED)).toBeNull();
  });

  it('goes to /app after logging in without a redirect', async () => {
    const { location } = renderPage(<AppRoutes />, '/login');
    await logInOnTheForm();
    await waitFor(() => expect(where(location)).toBe('/app'));
  });
});

describe('the first screen after logging in', () => {
  it('starts downloading once the form is sent, while the token call is on its way', async () => {
    const releaseToken = sandbox.hold('POST', '/auth/connect/token');
    const { location } = renderPage(<AppRoutes />, '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), THANDI_USERNAME);
    await user.type(screen.getByLabelText(/^Password/), DEMO_PASSWORD);
    expect(preloadFirstScreen).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(preloadFirstScreen).toHaveBeenCalled());
    // Still on /login: the token has not answered, and the download did not wait for it.
    expect(where(location)).toBe('/login');
    expect(session.auth.authenticated).toBe(false);
    releaseToken();
    await waitFor(() => expect(where(location)).toBe('/app'));
  });
});

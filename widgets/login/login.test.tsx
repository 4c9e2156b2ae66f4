import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, THANDI_PARTY_ID, THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { WRONG_CREDENTIALS_TEXT } from '../../src/api/auth';
import { logout, session } from '../../src/session';
import { renderInProvider, TEST_ORIGIN } from '../../src/test/render-in-provider';
import { Login } from './login';

const sandbox = setupSandbox();
afterEach(() => logout());

const username = () => screen.getByLabelText(/^Username/);
const password = () => screen.getByLabelText(/^Password/);
const submit = () => screen.getByRole('button', { name: 'Login' });

async function logInAs(name: string, secret: string) {
  const user = userEvent.setup();
  await user.type(username(), name);
  await user.type(password(), `${secret}{Enter}`);
}

describe('<Login>', () => {
  it('shows the Login heading, a real form with autocomplete hints and the forgot-password link', () => {
    renderInProvider(<Login headingLevel={1} />);
    screen.getByRole('heading', { level: 1, name: 'Login' });
    expect(username().closest('form')).not.toBeNull();
    expect(username().getAttribute('autocomplete')).toBe('username');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(password().getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('leads a visitor without an account to sign-up: New to Fedgroup? Create an account', () => {
    renderInProvider(<Login signUpHref="/refer" />);
    const link = screen.getByRole('link', { name: 'Create an account' });
    expect(link.getAttribute('href')).toBe('/refer');
    expect(link.parentElement?.textContent).toBe('New to Fedgroup?Create an account');
  });

  it('shows the typed password on Show, keeps it on Hide, and logs in with it', async () => {
    const user = userEvent.setup();
    const onAuthenticated = vi.fn();
    renderInProvider(<Login onAuthenticated={onAuthenticated} />);
    await user.type(username(), THANDI_USERNAME);
    await user.type(password(), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().getAttribute('type')).toBe('text');
    expect((password() as HTMLInputElement).value).toBe(DEMO_PASSWORD);
    expect(document.activeElement).toBe(await screen.findByRole('button', { name: 'Hide password' }));
    await user.click(submit());
    await waitFor(() =>
      expect(onAuthenticated).toHaveBeenCalledWith({ partyId: THANDI_PARTY_ID, username: THANDI_USERNAME }),
    );
    expect(password().getAttribute('type')).toBe('password');
  });

  it('asks for both fields, wires the messages to the inputs and focuses the summary', async () => {
    renderInProvider(<Login />);
    await userEvent.click(submit());
    await screen.findByRole('link', { name: 'Please enter a valid email address' });
    const usernameError = screen.getAllByText('Please enter a valid email address')[1];
    screen.getByRole('link', { name: 'Please enter your password' });
    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(username().getAttribute('aria-describedby')).toContain(usernameError?.id);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'There is a problem' })),
    );
    expect(sandbox.received.list()).toEqual([]);
  });

  it('lists only the password when only it is missing', async () => {
    renderInProvider(<Login />);
    await userEvent.type(username(), `${THANDI_USERNAME}{Enter}`);
    await screen.findByRole('link', { name: 'Please enter your password' });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'There is a problem' })),
    );
    expect(password().getAttribute('aria-invalid')).toBe('true');
  });

  it('logs in on Enter, stores the session, posts the login event and document requirement', async () => {
    const onAuthenticated = vi.fn();
    const navigate = vi.fn();
    renderInProvider(<Login redirect="/app" navigate={navigate} onAuthenticated={onAuthenticated} />);
    await logInAs(THANDI_USERNAME, DEMO_PASSWORD);
    await waitFor(() =>
      expect(onAuthenticated).toHaveBeenCalledWith({ partyId: THANDI_PARTY_ID, username: THANDI_USERNAME }),
    );
    expect(navigate).toHaveBeenCalledWith('/app');
    expect(session.auth.authenticated).toBe(true);
    await waitFor(() => {
      const paths = sandbox.received.list().map((entry) => `${entry.method} ${entry.path}`);
      expect(paths).toContain(`POST /v4/api/events/${THANDI_PARTY_ID}`);
      expect(paths).toContain(`POST /v4/api/parties/${THANDI_PARTY_ID}/createdocumentrequirementinstance`);
    });
    const event = sandbox.received.list().find((entry) => entry.path.startsWith('/v4/api/events/'));
    expect(event?.query).toEqual({ action: 'LoginAction' });
    const token = sandbox.received.list().find((entry) => entry.path === '/auth/connect/token');
    expect(token?.body).toMatchObject({ grant_type: 'password', username: THANDI_USERNAME });
  });

  it('ignores failures of the login event and document requirement', async () => {
    sandbox.injectFault({ path: '/v4/api/events/*', status: 500 });
    sandbox.injectFault({ path: '/v4/api/parties/*/createdocumentrequirementinstance', status: 500 });
    const onAuthenticated = vi.fn();
    renderInProvider(<Login onAuthenticated={onAuthenticated} />);
    await logInAs(THANDI_USERNAME, DEMO_PASSWORD);
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledTimes(1));
    // The two calls go out after the login: only once they have failed does no alert mean anything.
    await waitFor(() => {
      const paths = sandbox.received.list().map((entry) => `${entry.method} ${entry.path}`);
      expect(paths).toContain(`POST /v4/api/events/${THANDI_PARTY_ID}`);
      expect(paths).toContain(`POST /v4/api/parties/${THANDI_PARTY_ID}/createdocumentrequirementinstance`);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(session.auth.authenticated).toBe(true);
  });

  it('shows a wrong password as a red alert in the server’s words and reports the failure', async () => {
    const onFailed = vi.fn();
    const navigate = vi.fn();
    renderInProvider(<Login redirect="/app" navigate={navigate} onFailed={onFailed} />);
    await logInAs(THANDI_USERNAME, 'not-the-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The user name or password is incorrect.');
    expect(alert.getAttribute('data-variant')).toBe('danger');
    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith({
        message: 'The user name or password is incorrect.',
        status: 401,
      }),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(session.auth).toMatchObject({ authenticated: false, token: null });
  });

  it('puts a bare OAuth error code into friendly words', async () => {
    sandbox.server.use(
      http.post(`${TEST_ORIGIN}/auth/connect/token`, () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: 'invalid_username_or_password' },
          { status: 400 },
        ),
      ),
    );
    renderInProvider(<Login />);
    await logInAs(THANDI_USERNAME, 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG_CREDENTIALS_TEXT);
  });

  it('shows the network failure message when the server cannot be reached', async () => {
    sandbox.injectFault({ path: '/auth/connect/token', dropConnection: true });
    renderInProvider(<Login />);
    await logInAs(THANDI_USERNAME, DEMO_PASSWORD);
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not reach the server/);
  });

  it.each([
    ['30', 'Too many attempts. Please wait 30 seconds and try again.'],
    ['100', 'Too many attempts. Please wait 2 minutes and try again.'],
  ])('says how long to wait when logins are throttled (Retry-After %s)', async (retryAfter, text) => {
    sandbox.server.use(
      http.post(`${TEST_ORIGIN}/auth/connect/token`, () =>
        HttpResponse.json(
          { error: 'too_many_attempts', error_description: 'Too many failed attempts.' },
          { status: 429, headers: { 'Retry-After': retryAfter } },
        ),
      ),
    );
    const onFailed = vi.fn();
    renderInProvider(<Login onFailed={onFailed} />);
    await logInAs(THANDI_USERNAME, 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(alert.getAttribute('data-variant')).toBe('danger');
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith({ message: text, status: 429 }));
    expect(session.auth.authenticated).toBe(false);
  });
});

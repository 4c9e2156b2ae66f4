import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, THANDI_PARTY_ID, THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { logout } from '../../src/session';
import { renderInProvider, TEST_ORIGIN } from '../../src/test/render-in-provider';
import { LoginDialog } from './login-dialog';

const sandbox = setupSandbox();
afterEach(() => logout());

describe('<LoginDialog>', () => {
  it('is a blocking dialog titled Login: no close button, Escape does nothing', async () => {
    renderInProvider(<LoginDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(dialog.hasAttribute('open')).toBe(true);
    screen.getByLabelText(/^Username/);
  });

  it('toggles to create an account and back, focusing the new form', async () => {
    renderInProvider(<LoginDialog />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    await screen.findByRole('dialog', { name: 'Create an account' });
    const stepHeading = await screen.findByRole('heading', { name: 'Step 1 of 3: Your details' });
    await waitFor(() => expect(document.activeElement).toBe(stepHeading));
    screen.getByLabelText(/^First name/);
    expect(window.location.hash).not.toBe('#step1');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('dialog', { name: 'Login' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Username/)));
  });

  it('starts on sign-up when asked to', async () => {
    renderInProvider(<LoginDialog initialView="sign-up" />);
    await screen.findByRole('dialog', { name: 'Create an account' });
  });

  it('closes once the visitor is authenticated', async () => {
    const onAuthenticated = vi.fn();
    renderInProvider(<LoginDialog onAuthenticated={onAuthenticated} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), THANDI_USERNAME);
    await user.type(screen.getByLabelText(/^Password/), `${DEMO_PASSWORD}{Enter}`);
    await waitFor(() =>
      expect(onAuthenticated).toHaveBeenCalledWith({ partyId: THANDI_PARTY_ID, username: THANDI_USERNAME }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open and says how long to wait when logins are throttled', async () => {
    sandbox.server.use(
      http.post(`${TEST_ORIGIN}/auth/connect/token`, () =>
        HttpResponse.json(
          { error: 'too_many_attempts', error_description: 'Too many failed attempts.' },
          { status: 429, headers: { 'Retry-After': '900' } },
        ),
      ),
    );
    renderInProvider(<LoginDialog />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username/), THANDI_USERNAME);
    await user.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
    screen.getByRole('dialog', { name: 'Login' });
  });

  it('stays shut when told it is not open', () => {
    renderInProvider(<LoginDialog open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { pressAndExpectSummary } from '../../src/test/press-and-expect-summary';
import { renderInProvider } from '../../src/test/render-in-provider';
import { ForgotPassword } from './forgot-password';

const sandbox = setupSandbox();
const email = () => screen.getByLabelText(/^Email address/);

describe('<ForgotPassword>', () => {
  it("shows 'Forgot login details', the e-mail field and 'Reset Password'", () => {
    renderInProvider(<ForgotPassword headingLevel={1} />);
    screen.getByRole('heading', { level: 1, name: 'Forgot login details' });
    expect(email().getAttribute('type')).toBe('email');
    screen.getByRole('button', { name: 'Reset Password' });
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
  });

  it('checks the e-mail address: the summary, focused, with its link to the field, and the message beside it', async () => {
    const user = userEvent.setup();
    renderInProvider(<ForgotPassword />);
    await user.type(email(), 'thandi@example');
    const summary = await pressAndExpectSummary(
      user,
      screen.getByRole('button', { name: 'Reset Password' }),
      ['Please enter a valid email address'],
    );
    const beside = screen
      .getAllByText('Please enter a valid email address')
      .find((node) => !summary.contains(node));
    expect(email().getAttribute('aria-describedby')).toContain(beside?.id);
    await user.click(screen.getByRole('link', { name: 'Please enter a valid email address' }));
    expect(document.activeElement).toBe(email());
    expect(sandbox.received.list()).toEqual([]);
  });

  it('sends a reset link and thanks the visitor', async () => {
    const onSent = vi.fn();
    renderInProvider(<ForgotPassword onSent={onSent} />);
    await userEvent.type(email(), `${THANDI_USERNAME}{Enter}`);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `Thank you! A password reset email will be sent to ${THANDI_USERNAME}.`,
      ),
    );
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ emailAddress: THANDI_USERNAME }));
    const sent = sandbox.received.list().find((entry) => entry.path === '/v5/api/Auth/InitiatePasswordReset');
    expect(sent?.body).toEqual({
      emailAddress: THANDI_USERNAME,
      IsOtpReset: false,
      IsLinkReset: true,
      IsForgotPassword: true,
    });
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sandbox.store.state.emails.at(-1)?.Kind).toBe('PasswordReset');
  });

  it('answers an unknown address exactly as a known one, and no e-mail goes out (no account enumeration)', async () => {
    renderInProvider(<ForgotPassword />);
    await userEvent.type(email(), 'nobody@example.co.za{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Thank you! A password reset email will be sent to nobody@example.co.za.',
      ),
    );
    expect(sandbox.store.state.emails.filter((sent) => sent.To === 'nobody@example.co.za')).toEqual([]);
  });

  it('shows the ErrorDescription when the request fails', async () => {
    sandbox.injectFault({
      path: '/v5/api/Auth/InitiatePasswordReset',
      status: 429,
      body: {
        IsError: true,
        StatusCode: 429,
        ErrorDescription: 'Too many attempts. Please wait before trying again.',
      },
      times: 1,
    });
    const onFailed = vi.fn();
    renderInProvider(<ForgotPassword onFailed={onFailed} />);
    await userEvent.type(email(), 'nobody@example.co.za{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait before trying again.',
    );
    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith({
        message: 'Too many attempts. Please wait before trying again.',
        status: 429,
      }),
    );
    screen.getByRole('button', { name: 'Reset Password' });
  });

  it('has an activation variant', async () => {
    renderInProvider(<ForgotPassword purpose="activation" />);
    await userEvent.type(email(), `${THANDI_USERNAME}{Enter}`);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `Thank you! An activation email will be sent to ${THANDI_USERNAME}.`,
      ),
    );
    expect(sandbox.received.list().at(-1)?.path).toBe('/v5/api/Auth/ActivateByEmail');
    expect(sandbox.received.list().at(-1)?.body).toMatchObject({ IsForgotPassword: false });
  });
});

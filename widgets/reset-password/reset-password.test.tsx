import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THANDI_USERNAME } from '../../sandbox/app';
import { setupSandbox } from '../../sandbox/msw';
import { loadPasswordStrength } from '../../src/domain/password-strength';
import { pressAndExpectSummary } from '../../src/test/press-and-expect-summary';
import { renderInProvider, TEST_ORIGIN } from '../../src/test/render-in-provider';
import { ResetPassword } from './reset-password';

// Deterministic scores: a password starting "s<digit>" scores that digit; any other is scored by zxcvbn.
vi.mock('../../src/domain/password-strength', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/domain/password-strength')>();
  return {
    ...actual,
    loadPasswordStrength: vi.fn(async () => {
      const real = await actual.loadPasswordStrength();
      return (password: string, userInputs?: string[]) => {
        const scored = /^s(\d)/.exec(password)?.[1];
        return scored ? actual.describeStrength(Number(scored)) : real(password, userInputs);
      };
    }),
  };
});

const RULE = 'Password must contain lower and uppercase letters, a number and minimum of 8 chars';

const sandbox = setupSandbox();

async function requestLink(): Promise<string> {
  await sandbox.app.fetch(
    new Request(`${TEST_ORIGIN}/v5/api/Auth/InitiatePasswordReset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: THANDI_USERNAME, IsLinkReset: true }),
    }),
  );
  const link = sandbox.store.state.emails.at(-1)?.Link;
  if (!link) throw new Error('no reset e-mail');
  return link;
}

const newPassword = () => screen.getByLabelText(/^New password/);
const confirmation = () => screen.getByLabelText(/^Confirm password/);
const setButton = () => screen.getByRole('button', { name: 'Set password' });
const WEAK = 'Please choose a stronger password: the advice under the strength meter says how';
const completions = () =>
  sandbox.received.list().filter((entry) => entry.path === '/v5/api/Auth/CompletePasswordReset');
const bar = () => document.querySelector<HTMLElement>('[part="strength-bar"]');

beforeEach(() => vi.mocked(loadPasswordStrength).mockClear());
afterEach(() => {
  window.history.replaceState(null, '', '/');
  for (const meta of document.head.querySelectorAll('meta[name="referrer"]')) meta.remove();
});

describe('<ResetPassword>', () => {
  it.each(['u', 'e', 't'])('shows nothing and loads no strength library when %s is missing', async (name) => {
    const params = new URLSearchParams((await requestLink()).split('?')[1]);
    params.delete(name);
    window.history.replaceState(null, '', `/reset-password?${params}`);
    const { container } = renderInProvider(<ResetPassword />);
    expect(container.textContent).toBe('');
    expect(loadPasswordStrength).not.toHaveBeenCalled();
  });

  it("fetches the strength library on the form's first touch, not as the form shows", async () => {
    window.history.replaceState(null, '', await requestLink());
    renderInProvider(<ResetPassword />);
    await screen.findByRole('heading', { name: 'Create a new password' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadPasswordStrength).not.toHaveBeenCalled();
    await userEvent.click(newPassword());
    await waitFor(() => expect(loadPasswordStrength).toHaveBeenCalledTimes(1));
    await userEvent.type(newPassword(), 's3cret!');
    expect(loadPasswordStrength).toHaveBeenCalledTimes(1);
  });

  it('takes the token out of the address bar and sends no referrer', async () => {
    window.history.replaceState(null, '', `${await requestLink()}&utm_source=mail#top`);
    const { unmount } = renderInProvider(<ResetPassword />);
    await screen.findByRole('heading', { name: 'Create a new password' });
    expect(window.location.search).toBe('?utm_source=mail');
    expect(window.location.hash).toBe('#top');
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    unmount();
    expect(document.head.querySelector('meta[name="referrer"]')).toBeNull();
  });

  it.each([
    [
      's0abc',
      'Weak',
      0,
      'Your password is too weak. Please add a capital letter and a special character to strengthen it',
    ],
    [
      's1abc',
      'Weak',
      25,
      'Your password is too weak. Please add a capital letter and a special character to strengthen it',
    ],
    [
      's2abc',
      'Fair',
      50,
      'Your password looks fair, but you might want to strengthen it with more capital letters or special characters',
    ],
    ['s3abc', 'Good', 75, 'Your password is strong'],
    ['s4abc', 'Strong', 100, 'Your password is strong'],
  ])('meters %s as %s, %i%% wide, with its advice', async (password, label, percent, message) => {
    window.history.replaceState(null, '', await requestLink());
    renderInProvider(<ResetPassword />);
    await userEvent.type(await screen.findByLabelText(/^New password/), password);
    await waitFor(() => screen.getByText(`Password strength: ${label}`));
    expect(bar()?.style.width).toBe(`${percent}%`);
    const advice = screen.getByText(message);
    expect(newPassword().getAttribute('aria-describedby')).toContain(advice.id);
  });

  it('Set Password, never disabled, says what stops it: an empty form, a weak score, a mismatch', async () => {
    window.history.replaceState(null, '', await requestLink());
    renderInProvider(<ResetPassword />);
    const user = userEvent.setup();
    await screen.findByLabelText(/^New password/);
    await pressAndExpectSummary(user, setButton(), [
      'Please enter a new password',
      'Please enter your new password again',
    ]);
    await user.type(newPassword(), 's1Weak-pass');
    await user.type(confirmation(), 's1Weak-pass');
    // The score, once zxcvbn has loaded: the check is of the score.
    await screen.findByText('Password strength: Weak');
    await pressAndExpectSummary(user, setButton(), [WEAK]);
    expect(newPassword().getAttribute('aria-invalid')).toBe('true');
    await user.clear(newPassword());
    await user.type(newPassword(), 's2Fair-pass');
    await screen.findByText('Password strength: Fair');
    await pressAndExpectSummary(user, setButton(), ['Your password does not match']);
    expect(confirmation().getAttribute('aria-invalid')).toBe('true');
    await user.clear(confirmation());
    await user.type(confirmation(), 's2Fair-pass');
    await waitFor(() => expect(screen.queryByText('Your password does not match')).toBeNull());
    await user.click(setButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Password has been created'));
    expect(completions()).toHaveLength(1);
  });

  it("refuses 'correct horse battery' on Set Password: strong, but outside the rule the API applies", async () => {
    window.history.replaceState(null, '', await requestLink());
    renderInProvider(<ResetPassword />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'correct horse battery');
    await waitFor(() => screen.getByText('Password strength: Strong'));
    expect(screen.queryByText(RULE)).toBeNull(); // not at the first keys
    await user.type(confirmation(), 'correct horse battery');
    const rule = await screen.findByText(RULE);
    expect(newPassword().getAttribute('aria-invalid')).toBe('true');
    expect(newPassword().getAttribute('aria-describedby')).toContain(rule.id);
    await pressAndExpectSummary(user, setButton(), [RULE]);
    expect(completions()).toHaveLength(0);
  });

  it("refuses 'Tr0ub4dour' on Set Password: inside the rule, but zxcvbn scores it 1", async () => {
    window.history.replaceState(null, '', await requestLink());
    renderInProvider(<ResetPassword />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'Tr0ub4dour');
    await user.tab();
    await waitFor(() => screen.getByText('Password strength: Weak'));
    expect(screen.queryByText(RULE)).toBeNull();
    await user.type(confirmation(), 'Tr0ub4dour');
    await pressAndExpectSummary(user, setButton(), [WEAK]);
    await user.clear(newPassword());
    await user.type(newPassword(), 'Tr0ub4dour&3');
    await user.clear(confirmation());
    await user.type(confirmation(), 'Tr0ub4dour&3');
    await screen.findByText('Password strength: Fair');
    await user.click(setButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Password has been created'));
  });

  it('sets the password with the decoded link and offers Login', async () => {
    window.history.replaceState(null, '', await requestLink());
    const onCompleted = vi.fn();
    renderInProvider(<ResetPassword onCompleted={onCompleted} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 's3Brand-new-2026');
    await user.type(confirmation(), 's3Brand-new-2026');
    await screen.findByText('Password strength: Good');
    await user.click(setButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Password has been created'));
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(login.getAttribute('rel')).toBe('noreferrer');
    await waitFor(() => expect(onCompleted).toHaveBeenCalledWith({ username: THANDI_USERNAME }));
    const sent = sandbox.received.list().find((entry) => entry.path === '/v5/api/Auth/CompletePasswordReset');
    expect(sent?.body).toMatchObject({ Username: THANDI_USERNAME, NewPassword: 's3Brand-new-2026' });
    expect(Object.keys(sent?.body ?? {}).sort()).toEqual([
      'EmailAddressHash',
      'NewPassword',
      'ResetToken',
      'Username',
    ]);
    expect(sandbox.store.partyByUsername(THANDI_USERNAME)?.account.password).toBe('s3Brand-new-2026');
  });

  it('shows the ErrorDescription of a refused link', async () => {
    const link = await requestLink();
    const params = new URLSearchParams(link.split('?')[1]);
    params.set('t', Buffer.from('not-a-token').toString('base64url'));
    window.history.replaceState(null, '', `/reset-password?${params}`);
    const onFailed = vi.fn();
    renderInProvider(<ResetPassword onFailed={onFailed} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 's3Brand-new-2026');
    await user.type(confirmation(), 's3Brand-new-2026');
    await screen.findByText('Password strength: Good');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The password reset link is invalid or has expired.',
    );
    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith({
        message: 'The password reset link is invalid or has expired.',
        status: 400,
      }),
    );
  });

  it("falls back to 'An error occurred while resetting your password.' without one", async () => {
    window.history.replaceState(null, '', await requestLink());
    sandbox.injectFault({ path: '/v5/api/Auth/CompletePasswordReset', status: 500, body: '' });
    renderInProvider(<ResetPassword />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 's3Brand-new-2026');
    await user.type(confirmation(), 's3Brand-new-2026');
    await screen.findByText('Password strength: Good');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred while resetting your password.',
    );
  });
});

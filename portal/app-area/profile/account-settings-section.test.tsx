import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, SIPHO_USERNAME, THANDI_USERNAME } from '../../../sandbox/app';
import { setupSandbox } from '../../../sandbox/msw';
import { loginSucceeded, logout } from '../../../src/session';
import { pressAndExpectSummary } from '../../../src/test/press-and-expect-summary';
import { fieldError } from '../../test/field-error';
import { renderPage } from '../../test/render-page';
import { AccountSettingsSection } from './account-settings-section';

const sandbox = setupSandbox();

beforeEach(async () => {
  loginSucceeded({ accessToken: await sandbox.tokenFor(THANDI_USERNAME), refreshToken: 'x' });
});
afterEach(() => logout());

const USERNAME_PATH = '/v3/api/Profile/300145/profile/username';
const PASSWORD_PATH = '/v3/api/Profile/300145/profile/password';

async function open() {
  const page = renderPage(<AccountSettingsSection />, '/app/editprofile?section=account');
  await screen.findByText('Your username is thandi@example.co.za. You log in with it.');
  return { page, user: userEvent.setup() };
}

const usernameForm = () => screen.getByRole('form', { name: 'Change your username' });
const passwordForm = () => screen.getByRole('form', { name: 'Change your password' });
/** The control labelled `label` (the label's text also holds the required marker '*'). */
const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`)) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const puts = (path: string) =>
  sandbox.received.list().filter((entry) => entry.method === 'PUT' && entry.path === path);

describe('<AccountSettingsSection>', () => {
  it('puts each change in a real form, with the autocomplete names password managers use', async () => {
    await open();
    const username = usernameForm();
    const password = passwordForm();
    expect(username.tagName).toBe('FORM');
    expect(password.tagName).toBe('FORM');
    expect(username).not.toBe(password);
    const autocomplete = (form: HTMLElement) =>
      [...form.querySelectorAll('input')].map((input) => [input.type, input.autocomplete]);
    expect(autocomplete(username)).toEqual([
      ['email', 'username'],
      ['password', 'current-password'],
    ]);
    expect(autocomplete(password)).toEqual([
      ['text', 'username'],
      ['password', 'current-password'],
      ['password', 'new-password'],
      ['password', 'new-password'],
    ]);
    const account = password.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    expect(account?.value).toBe(THANDI_USERNAME);
    expect(account?.hidden).toBe(true);
    expect(field(password, 'New password').form).toBe(password);
  });

  describe('username', () => {
    it("refuses a taken username with 'The username already exists.' and never sends the change", async () => {
      const { page, user } = await open();
      const name = field(usernameForm(), 'New username (e-mail address)');
      await user.type(name, SIPHO_USERNAME);
      await user.type(field(usernameForm(), 'Your password'), DEMO_PASSWORD);
      await user.click(button('Change username'));
      await waitFor(() => expect(fieldError(name)).toBe('The username already exists.'));
      expect(sandbox.received.list().some((entry) => entry.path.includes('/Signup/findbyusername/'))).toBe(
        true,
      );
      expect(puts(USERNAME_PATH)).toEqual([]);
      expect(page.navigations).toEqual([]);
      // The summary's links are in a chunk of their own (form-feedback), loaded on the first failure.
      expect(
        await within(usernameForm()).findByRole('link', { name: 'The username already exists.' }),
      ).toBeTruthy();
      await user.type(name, 'x');
      expect(fieldError(name)).toBeUndefined();
    });

    it("says 'Oops. An error occurred. Please double check your password' for a wrong password", async () => {
      const { page, user } = await open();
      await user.type(field(usernameForm(), 'New username (e-mail address)'), 'thandi.m@example.co.za');
      await user.type(field(usernameForm(), 'Your password'), 'not-my-password');
      await user.click(button('Change username'));
      const alert = await within(usernameForm()).findByRole('alert');
      expect(alert.textContent).toBe('Oops. An error occurred. Please double check your password');
      expect(puts(USERNAME_PATH)).toHaveLength(1);
      expect(sandbox.store.partyByUsername(THANDI_USERNAME)).toBeDefined();
      expect(page.navigations).toEqual([]);
      expect(field(usernameForm(), 'New username (e-mail address)').value).toBe('thandi.m@example.co.za');
    });

    it('changes a free username and returns to My Profile with its banner', async () => {
      const { page, user } = await open();
      await user.type(field(usernameForm(), 'New username (e-mail address)'), ' thandi.m@example.co.za ');
      await user.type(field(usernameForm(), 'Your password'), DEMO_PASSWORD);
      await user.click(button('Change username'));
      await waitFor(() =>
        expect(page.navigations.map((navigation) => navigation.to)).toEqual(['/app/profile?saved=username']),
      );
      expect(puts(USERNAME_PATH).map((entry) => entry.body)).toEqual([
        { UserName: 'thandi.m@example.co.za', Password: DEMO_PASSWORD },
      ]);
      expect(sandbox.store.partyByUsername('thandi.m@example.co.za')).toBeDefined();
    });

    it('refuses an invalid address or the current username when Change username is pressed, sending nothing', async () => {
      const { user } = await open();
      const name = field(usernameForm(), 'New username (e-mail address)');
      await user.type(field(usernameForm(), 'Your password'), DEMO_PASSWORD);
      await user.type(name, 'not-an-address');
      await pressAndExpectSummary(user, button('Change username'), ['Please enter a valid email address']);
      await user.clear(name);
      await user.type(name, 'THANDI@example.co.za');
      await pressAndExpectSummary(user, button('Change username'), ['This is already your username']);
      expect(puts(USERNAME_PATH)).toHaveLength(0);
    });
  });

  describe('password', () => {
    it("shows 'Password required min 8 characters' below 8 and 'Password must match' until they match", async () => {
      const { user } = await open();
      const form = passwordForm();
      const next = field(form, 'New password');
      const confirm = field(form, 'Confirm new password');
      await user.type(field(form, 'Current password'), DEMO_PASSWORD);

      await user.type(next, 'Abcdef1');
      expect(fieldError(next)).toBe('Password required min 8 characters');
      await user.type(confirm, 'Abcdef1');
      await pressAndExpectSummary(user, button('Change password'), ['Password required min 8 characters']);

      await user.type(next, '2');
      expect(fieldError(next)).toBeUndefined();
      expect(fieldError(confirm)).toBe('Password must match');

      await user.type(confirm, '2');
      expect(fieldError(confirm)).toBeUndefined();

      await user.type(confirm, '3');
      expect(fieldError(confirm)).toBe('Password must match');
      await pressAndExpectSummary(user, button('Change password'), ['Password must match']);
      expect(puts(PASSWORD_PATH)).toHaveLength(0);
    });

    it('asks for the current password when Change password is pressed without it', async () => {
      const { user } = await open();
      await user.type(field(passwordForm(), 'New password'), 'Abcdef12');
      await user.type(field(passwordForm(), 'Confirm new password'), 'Abcdef12');
      await pressAndExpectSummary(user, button('Change password'), ['Please enter your current password']);
      expect(puts(PASSWORD_PATH)).toHaveLength(0);
    });

    it.each([
      ['a wrong current password', 'not-my-password', 'Abcdef12', false],
      ['a server that fails', DEMO_PASSWORD, 'Abcdef12', true],
    ])('shows the failure for %s and stays on the page', async (_case, current, next, fails) => {
      if (fails) sandbox.injectFault({ path: PASSWORD_PATH, status: 500, times: 1 });
      const { page, user } = await open();
      const form = passwordForm();
      await user.type(field(form, 'Current password'), current);
      await user.type(field(form, 'New password'), next);
      await user.type(field(form, 'Confirm new password'), next);
      await user.click(button('Change password'));
      const alert = await within(form).findByRole('alert');
      expect(alert.textContent).toBe(
        'Oops. An error occurred. Please make sure your new password is valid and matches your confirmation password.',
      );
      expect(puts(PASSWORD_PATH).length).toBeGreaterThan(0);
      expect(page.navigations).toEqual([]);
      expect(field(form, 'New password').value).toBe(next);
    });

    // Issue 29: the current-password check shares the login's lockout (5 wrong, then 429 with Retry-After).
    it('after 5 wrong current passwords says how long to wait, in the login form’s words', async () => {
      const { user } = await open();
      const form = passwordForm();
      await user.type(field(form, 'New password'), 'Abcdef12');
      await user.type(field(form, 'Confirm new password'), 'Abcdef12');
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        await user.clear(field(form, 'Current password'));
        await user.type(field(form, 'Current password'), `wrong-${attempt}`);
        await user.click(button('Change password'));
        await waitFor(() => expect(puts(PASSWORD_PATH)).toHaveLength(attempt));
      }
      // Locked for 30 s from the fifth failure: the wait shown is what is left when the sixth arrives.
      const wait = /^Too many attempts\. Please wait (\d+) seconds and try again\.$/;
      await waitFor(() => expect(within(form).getByRole('alert').textContent).toMatch(wait));
      const seconds = Number(wait.exec(within(form).getByRole('alert').textContent ?? '')?.[1]);
      expect(seconds).toBeGreaterThan(20);
      expect(seconds).toBeLessThanOrEqual(30);
    });

    it('changes the password and returns to My Profile with its banner', async () => {
      const { page, user } = await open();
      const form = passwordForm();
      await user.type(field(form, 'Current password'), DEMO_PASSWORD);
      await user.type(field(form, 'New password'), 'Newpass#2027');
      await user.type(field(form, 'Confirm new password'), 'Newpass#2027');
      await user.click(button('Change password'));
      await waitFor(() =>
        expect(page.navigations.map((navigation) => navigation.to)).toEqual(['/app/profile?saved=password']),
      );
      expect(puts(PASSWORD_PATH).map((entry) => entry.body)).toEqual([
        { Password: DEMO_PASSWORD, NewPassword: 'Newpass#2027' },
      ]);
      // The tab carries on with tokens for the new password.
      const renewal = sandbox.received.list().find((entry) => entry.path === '/auth/connect/token');
      expect(renewal?.body).toMatchObject({
        grant_type: 'password',
        username: THANDI_USERNAME,
        password: 'Newpass#2027',
      });
    });
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { pressAndExpectSummary } from './support/form-feedback';
import { expect, test } from './support/test';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A fresh account of its own, so changing its password cannot disturb other tests. */
async function newAccount(request: APIRequestContext): Promise<string> {
  const email = `reset.${unique()}@example.co.za`;
  const response = await request.post('/v4/api/parties/register', {
    data: {
      FirstName: 'Reset',
      LastName: 'Tester',
      EmailAddress: email,
      Password: 'Original#2026',
      PassportNumber: `P${unique().slice(-7)}`,
      PassportCountryID: 87,
      PassportIssueDate: '2022-01-01',
      PassportExpiryDate: '2032-01-01',
      CellPhone: '082 555 0000',
    },
  });
  expect(response.ok()).toBe(true);
  return email;
}

async function recordedLink(request: APIRequestContext, to: string, kind: string): Promise<string> {
  const response = await request.get(`/__sandbox/emails?to=${encodeURIComponent(to)}`);
  const emails = (await response.json()) as { Kind: string; Link: string }[];
  const email = emails.filter((entry) => entry.Kind === kind).at(-1);
  if (!email) throw new Error(`no ${kind} e-mail to ${to}`);
  return email.Link;
}

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('forgot password, follow the e-mailed link, set a new password and log in with it', async ({
  page,
  request,
}) => {
  const email = await newAccount(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot login details' })).toBeVisible();
  await expectNoAxeViolations(page);
  const address = page.getByRole('textbox', { name: 'Email address', exact: true });
  await address.fill('thandi@example');
  const summary = await pressAndExpectSummary(page, page.getByRole('button', { name: 'Reset Password' }), [
    'Please enter a valid email address',
  ]);
  await expectNoAxeViolations(page);
  await summary.getByRole('link').click();
  await expect(address).toBeFocused();
  await address.fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Thank you! A password reset email will be sent to ${email}.`,
  );

  const link = await recordedLink(request, email, 'PasswordReset');
  const referrers: (string | undefined)[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/v5/api/Auth/')) referrers.push(sent.headers().referer);
  });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expectNoAxeViolations(page);

  const setPassword = page.getByRole('button', { name: 'Set password' });
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('abc');
  await expect(page.getByText('Password strength: Weak')).toBeVisible();
  await pressAndExpectSummary(page, setPassword, [
    'Password must contain lower and uppercase letters, a number and minimum of 8 chars',
    'Please enter your new password again',
  ]);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Kettle-Maroon-Giraffe-71');
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Kettle-Maroon-Giraffe-7');
  await pressAndExpectSummary(page, setPassword, ['Your password does not match']);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Kettle-Maroon-Giraffe-71');
  await expectNoAxeViolations(page);
  await setPassword.click();
  await expect(page.getByRole('status').filter({ hasText: 'Password has been created' })).toBeVisible();
  expect(referrers.map((referrer) => referrer ?? '')).toEqual(['']);

  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, 'Kettle-Maroon-Giraffe-71');
  await expect(page).toHaveURL(/\/app(\/|$)/);
});

test('/reset-password sets only a password the API accepts, saying why on Set Password: the meter and the rule', async ({
  page,
  request,
}) => {
  const email = await newAccount(request);
  const requested = await request.post('/v5/api/Auth/InitiatePasswordReset', {
    data: { emailAddress: email, IsOtpReset: false, IsLinkReset: true, IsForgotPassword: true },
  });
  expect(requested.ok()).toBe(true);
  await page.goto(await recordedLink(request, email, 'PasswordReset'));
  const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirmation = page.getByRole('textbox', { name: 'Confirm password', exact: true });
  const setPassword = page.getByRole('button', { name: 'Set password' });
  const rule = page.getByText(
    'Password must contain lower and uppercase letters, a number and minimum of 8 chars',
  );

  // Strong by zxcvbn, but no digit and no capital: the API would answer 400.
  await newPassword.fill('correct horse battery');
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await confirmation.fill('correct horse battery');
  await expect(rule).toBeVisible();
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await pressAndExpectSummary(page, setPassword, [
    'Password must contain lower and uppercase letters, a number and minimum of 8 chars',
  ]);
  await expectNoAxeViolations(page);

  // Inside the rule, but zxcvbn scores it 1: the spec's meter (score at least 2) still stops it.
  await newPassword.fill('Tr0ub4dour');
  await confirmation.fill('Tr0ub4dour');
  await expect(page.getByText('Password strength: Weak')).toBeVisible();
  await expect(rule).toHaveCount(0);
  await pressAndExpectSummary(page, setPassword, [
    'Please choose a stronger password: the advice under the strength meter says how',
  ]);

  // Both: enabled, and the API takes it.
  await newPassword.fill('Tr0ub4dour&3');
  await confirmation.fill('Tr0ub4dour&3');
  await expect(page.getByText('Password strength: Fair')).toBeVisible();
  await setPassword.click();
  await expect(page.getByRole('status').filter({ hasText: 'Password has been created' })).toBeVisible();
});

test('/reset-password shows nothing without its link', async ({ page }) => {
  await page.goto('/reset-password?u=dGhhbmRp&e=YWJj');
  await expect(page.getByRole('heading', { name: 'Create a new password' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
});

test('/welcome greets by name as text and sends an activation link', async ({ page, request }) => {
  const email = await newAccount(request);
  await page.goto(`/welcome?KnownAsName=${encodeURIComponent('<b>Reset</b>')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome <b>Reset</b>' })).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
  await expect(
    page.getByText('Please confirm your email address so that we can send you an activation link.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Activate My Account' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Thank you! An activation email will be sent to ${email}.`,
  );
  expect(await recordedLink(request, email, 'Activation')).toContain('/reset-password?');
});

test('/welcome renders a script-bearing KnownAsName as inert text', async ({ page }) => {
  const payload = '<img src=x onerror=alert(1)>';
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(`/welcome?KnownAsName=${encodeURIComponent(payload)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome ${payload}` })).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

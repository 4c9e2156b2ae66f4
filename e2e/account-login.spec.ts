import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

const PASSWORD = 'Sandbox#2026';

async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
}

const storedKeys = (page: Page) =>
  page.evaluate(() => ({
    session: Object.keys(sessionStorage)
      .filter((key) => key.startsWith('fg.'))
      .sort(),
    local: Object.keys(localStorage).filter((key) => key.startsWith('fg.')),
  }));

test('/login asks for both fields, by keyboard, and is accessible', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Login | FG Portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Username', exact: true }).press('Enter');
  // The GOV.UK pattern: the summary (focused) links to each field, which shows its own message.
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Please enter a valid email address' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Please enter your password' })).toBeVisible();
  const username = page.getByRole('textbox', { name: 'Username', exact: true });
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription('Please enter a valid email address');
  await page.getByRole('link', { name: 'Please enter your password' }).click();
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeFocused();
  await expectNoAxeViolations(page);
});

test.describe('a wrong password', () => {
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('shows a red alert and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'thandi@example.co.za', 'Wrong#2026');
    await expect(page.getByRole('alert')).toHaveText('The user name or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
    expect((await storedKeys(page)).session).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test('thandi logs in, lands in /app with the session stored, and logout clears every trace', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'thandi@example.co.za', PASSWORD);
  await expect(page).toHaveURL(/\/app(\/|$)/);
  // The session, and the tab pages of its menus once they have come (for a reload).
  await expect.poll(async () => (await storedKeys(page)).session).toEqual(['fg.session', 'fg.tab-bar-pages']);

  const menuButton = page.getByRole('button', { name: 'Account menu for Thandi Mokoena' });
  await menuButton.click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedKeys(page)).toEqual({ session: [], local: [] });
  expect(await page.context().cookies()).toEqual([]);
  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
});

test.describe('an expired session', () => {
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('is refreshed silently with the refresh token', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'thandi@example.co.za', PASSWORD);
    await expect(page.getByRole('button', { name: 'Account menu for Thandi Mokoena' })).toBeVisible();
    const before = await page.evaluate(() => sessionStorage.getItem('fg.session'));

    // The API now says the access token has expired, once, as it would mid-page.
    const fault = await page.request.post('/__sandbox/faults', {
      data: { path: '/v5/api/Parties/*/workspaces', status: 401, times: 1 },
    });
    expect(fault.ok()).toBe(true);
    await page.reload();

    await expect(page.getByRole('button', { name: 'Account menu for Thandi Mokoena' })).toBeVisible();
    await expect(page).toHaveURL(/\/app/);
    // The menu is drawn from the stored session: the refresh may still be on its way.
    const grants = async () => {
      const received = await page.request.get('/__sandbox/received?method=POST&path=/auth/connect/token');
      return ((await received.json()) as { body: { grant_type?: string } }[]).map(
        (entry) => entry.body.grant_type,
      );
    };
    await expect.poll(grants).toContain('refresh_token');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fg.session'))).not.toBe(before);
  });
});

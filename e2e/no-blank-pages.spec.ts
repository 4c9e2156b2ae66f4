import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD } from './support/session';
import { expect, test } from './support/test';

test.describe('a page chunk that fails to download', () => {
  // One pattern: Playwright would read a second array entry as the fixture's options.
  test.use({
    expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED|dynamically imported module/],
  });

  test('says so with Try again inside the layout, and loads on Try again', async ({ page }) => {
    // Every fetch of the page's chunk fails until Try again: the prerendered page preloads it, and
    // the import would otherwise fetch it a second time and succeed.
    let offline = true;
    await page.route(/\/assets\/fais-page-[\w-]+\.js$/, (route) =>
      offline ? route.abort('failed') : route.continue(),
    );
    await page.goto('/fais');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'This part of the page could not be shown.' }),
    ).toBeVisible();
    await expect(main.getByRole('alert')).toContainText('Check your connection, then try again.');
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoAxeViolations(page);

    offline = false;
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('alert')).toBeHidden();
  });
});

function blockSiteData(page: Page) {
  return page.addInitScript(() => {
    for (const name of ['sessionStorage', 'localStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
}

test('with site data blocked, the landing page renders and a login reaches the dashboard', async ({
  page,
}) => {
  await blockSiteData(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('thandi@example.co.za');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Thandi' })).toBeVisible();
  await expect(page.getByText('Oops')).toHaveCount(0);
});

test('with site data blocked, a widget on another site still logs in and tells its host', async ({
  otherOrigin,
  page,
}) => {
  await blockSiteData(page);
  await page.goto(`${otherOrigin}/login-dialog.html`);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('thandi@example.co.za');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'fg-authenticated from <fg-login-dialog>' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});

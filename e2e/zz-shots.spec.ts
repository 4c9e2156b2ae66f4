import { walkTaxFreeToOptions } from './support/buy';
import { resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test.describe(`${width}`, () => {
    test.use({ viewport: { width, height } });
    test.beforeEach(async ({ request }) => resetSandbox(request));

    test('buy steps', async ({ page, request }) => {
      await signInAs(page, request, 'thandi@example.co.za');
      await page.goto('/app/buy/secured-investment');
      const next = page.getByRole('button', { name: 'Next' });
      await next.click();
      await page.getByRole('radio', { name: 'Other' }).check();
      await page.getByRole('textbox', { name: /Describe the source/ }).focus();
      await page.getByRole('textbox', { name: /Describe the source/ }).press('Tab');
      await page.screenshot({ path: `/tmp/shots-feedback/source-${width}.png`, fullPage: true });
      await page.getByRole('textbox', { name: /Describe the source/ }).fill('Car');
      await page.getByRole('radio', { name: 'No' }).check();
      await next.click();
      const amount = page.getByRole('textbox', { name: /Amount to invest/ });
      await amount.fill('4999');
      await amount.press('Tab');
      await page.screenshot({ path: `/tmp/shots-feedback/amount-${width}.png`, fullPage: true });
      await walkTaxFreeToOptions(page);
      await page.getByRole('textbox', { name: /Lump sum/ }).fill('30000');
      await page.getByRole('textbox', { name: /Lump sum/ }).press('Tab');
      await page.screenshot({ path: `/tmp/shots-feedback/taxfree-${width}.png`, fullPage: true });
    });

    test('login and contact', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Username', exact: true }).press('Enter');
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots-feedback/login-${width}.png`, fullPage: true });
    });

    test('profile', async ({ page, request }) => {
      await signInAs(page, request, 'thandi@example.co.za');
      await page.goto('/app/profile');
      const send = page.getByRole('button', { name: 'Send request' });
      await send.click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
      await page
        .getByRole('heading', { name: 'There is a problem' })
        .screenshot({ path: `/tmp/shots-feedback/help-h-${width}.png` });
      await page.screenshot({ path: `/tmp/shots-feedback/profile-${width}.png` });
    });
  });
}

import { otherOrigin } from '../playwright.config';
import { walkToPayment } from './support/buy';
import { resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

test.use({ expectedConsoleErrors: [/status of 404|Content Security Policy/] });
for (const width of [360, 1280]) {
  test(`shots at ${width}`, async ({ page, request }) => {
    await resetSandbox(request);
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.goto(`${otherOrigin}/buy-secured-investment.html`);
    await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/buy-sign-in-${width}.png`, fullPage: true });
    await signInAs(page, request, 'new.user@example.co.za');
    await page.goto('/app/buy/secured-investment');
    await walkToPayment(page, '5000');
    await page.getByRole('radio', { name: /Debit Order/ }).check();
    await page.getByRole('combobox', { name: /^Bank/ }).selectOption('FNB');
    await page.getByRole('textbox', { name: /Branch code/ }).fill('25');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/bank-${width}.png`, fullPage: true });
    await signInAs(page, request, 'thandi@example.co.za');
    await page.goto('/app/profile');
    await expect(page.getByRole('region', { name: 'Refer a friend' })).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/profile-${width}.png`, fullPage: true });
  });
}

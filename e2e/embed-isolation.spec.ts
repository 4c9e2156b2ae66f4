import { expectNoAxeViolations } from './support/axe';
import {
  AXE_STYLE_UNDER_STRICT_CSP,
  cspViolations,
  expectNoCspViolationsThenAxe,
  shadowStyles,
  watchCspViolations,
} from './support/host-page';
import { logInThroughDialog, resetSandbox } from './support/session';
import { expect, test } from './support/test';

const PRIMARY = 'rgb(196, 16, 94)';
const SUCCESS =
  'Thank you for your submission. Your feedback is highly appreciated and will help us to improve our service offering';

// strict-embed.html is a product page on another origin whose CSP grants styles no nonce and no
// 'unsafe-inline' (style-src 'self'), and whose own stylesheet paints every button red.
test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP] });
test.beforeEach(({ page }) => watchCspViolations(page));

test('a signed-out buy tag signs in inside its own box, under a strict CSP with no nonce and a host that paints buttons red, while the rest of the page stays usable', async ({
  otherOrigin,
  page,
  request,
}) => {
  await resetSandbox(request);
  const response = await page.goto(`${otherOrigin}/strict-embed.html`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("style-src 'self';");
  expect(csp).not.toMatch(/nonce|unsafe-inline/);

  const first = page.locator('#buy-first');
  const second = page.locator('#buy-second');
  const signIn = first.getByRole('region', { name: 'Login' });
  await expect(signIn).toBeVisible();
  await expect(second.getByRole('region', { name: 'Login' })).toBeVisible();
  // Nothing on the host's body but its own main: no dialog, no backdrop.
  expect(await page.evaluate(() => [...document.body.children].map((child) => child.localName))).toEqual([
    'main',
  ]);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The sign-in step's button is in the tag's shadow root, styled by the widget, not by the host's red.
  const login = first.getByRole('button', { name: 'Login', exact: true });
  expect(await login.evaluate((button) => button.getRootNode() instanceof ShadowRoot)).toBe(true);
  await expect(login).toHaveCSS('background-color', PRIMARY);
  expect(await shadowStyles(first)).toEqual({ styleTags: 0, adopted: 1 });
  // The credential form is a real form in the tag's light DOM (slotted), for password managers.
  const form = page.locator('#buy-first > form');
  await expect(form.locator('input[autocomplete="username"]')).toHaveCount(1);
  await expect(form.locator('input[type="password"][autocomplete="current-password"]')).toHaveCount(1);
  // Slotted into the shadow root: within the tag, though not a DOM descendant of the sign-in region.
  await expect(first.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();

  // The rating on the same page works while both buy tags ask for a login.
  const rateUs = page.locator('fg-rate-us');
  await rateUs.getByRole('radio', { name: '8', exact: true }).check();
  const send = rateUs.getByRole('button', { name: 'Send' });
  await expect(send).toHaveCSS('background-color', PRIMARY);
  await send.click();
  await expect(rateUs.getByText(SUCCESS)).toBeVisible();
  // Two sign-in steps on one page, each named for its product.
  await expect(first.getByRole('region', { name: 'Login to buy a Secured Investment' })).toBeVisible();
  await expect(second.getByRole('region', { name: 'Login to buy a Tax-Free Savings Account' })).toBeVisible();
  await expectNoCspViolationsThenAxe(page);

  // Cancel folds the second tag's sign-in away and tells the host page.
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(second.getByRole('region', { name: 'Login' })).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Log in to buy' })).toBeVisible();
  await expect(page.locator('#buy-second > form')).toHaveCount(0);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'fg-cancelled from <fg-buy-tax-free>' }),
  ).toHaveCount(1);

  // One login, through the first tag, signs in both: they share the page's session.
  await logInThroughDialog(first, 'thandi@example.co.za');
  for (const name of ['Buy a Secured Investment', 'Buy a Tax-Free Savings Account']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toHaveCount(2);
  await expect(page.locator('#buy-first > form, #buy-second > form')).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Next' })).toHaveCSS('background-color', PRIMARY);

  expect(await cspViolations(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

test.describe('a refused login', () => {
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('shows inside the tag, and Enter in the password field submits', async ({ page, otherOrigin }) => {
    await page.goto(`${otherOrigin}/strict-embed.html`);
    const first = page.locator('#buy-first');
    const signIn = first.getByRole('region', { name: 'Login' });
    await first.getByRole('textbox', { name: 'Username', exact: true }).fill('thandi@example.co.za');
    const password = first.getByLabel(/^Password/);
    await password.fill('not the password');
    await password.press('Enter');
    // The refusal is said with the credentials, in the page's light DOM where the tag slots its form.
    await expect(first.getByRole('alert')).toBeVisible();
    await expect(signIn).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
  });
});

test.describe('a host page that gets the set-up wrong', () => {
  // Chromium's own report of each blocked call: what the developer sees beside our warning.
  test.use({ expectedConsoleErrors: [/127\.0\.0\.1:9\/.*Content Security Policy/] });

  test('hears once per element what is wrong and how to fix it: the attribute, and the API it cannot reach', async ({
    otherOrigin,
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${otherOrigin}/misconfigured.html`);
    await expect(page.locator('#bad-attribute').getByRole('alert')).toContainText('thank-you-url');
    const rateUs = page.locator('#unreachable');
    await rateUs.getByRole('radio', { name: '8', exact: true }).check();
    await rateUs.getByRole('button', { name: 'Send' }).click();
    await expect(rateUs.getByRole('alert')).toBeVisible();
    // A second try fails the same way, and is not reported again.
    await rateUs.getByRole('button', { name: 'Try again' }).click();
    await rateUs.getByRole('button', { name: 'Send' }).click();
    await expect(rateUs.getByRole('alert')).toBeVisible();
    // The element warns before it shows the failure; the console keeps the page's order, so once a marker
    // logged now has reached the test, every warning of both tries has too.
    const marker = 'e2e: the warnings end here';
    await page.evaluate((text) => console.warn(text), marker);
    await expect.poll(() => warnings.at(-1)).toBe(marker);
    warnings.pop();
    expect(warnings).toHaveLength(2);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^<fg-rate-us> thank-you-url="javascript:alert\(1\)" cannot be used: .*\. Fix: /,
        ),
        expect.stringMatching(
          /^<fg-rate-us> cannot reach its API at http:\/\/127\.0\.0\.1:9\. Fix: allow the API's origins in the page's CSP connect-src/,
        ),
      ]),
    );
  });
});

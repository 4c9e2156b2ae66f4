import { AXE_STYLE_UNDER_STRICT_CSP, cspViolations, watchCspViolations } from './support/host-page';
import { DEMO_PASSWORD, resetSandbox } from './support/session';
import { expect, test } from './support/test';

// Issue 48 item 5: the host page's own script puts `{}` under the symbol where the tags of a page keep
// their shared session (broken-session-registry.html, on another origin under its strict CSP).
test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP] });
test.beforeEach(({ page }) => watchCspViolations(page));

test('a host script that takes the shared session slot before the tags load: each tag runs its own session, <fg-login> signs in, the page warns once', async ({
  otherOrigin,
  page,
  request,
  baseURL,
}) => {
  await resetSandbox(request);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${otherOrigin}/broken-session-registry.html`);
  expect(
    await page.evaluate(
      () => (window as unknown as Record<symbol, unknown>)[Symbol.for('fg-portal.page-session.v1')],
    ),
  ).toEqual({});

  const login = page.locator('fg-login');
  await expect(login.getByRole('heading', { name: 'Login' })).toBeVisible();
  // On another site its links lead to the portal's pages.
  await expect(login.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    `${baseURL}/forgot-password`,
  );
  await expect(login.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    `${baseURL}/sign-up`,
  );
  // The buy tag on the same page draws its sign-in too: no tag is left blank.
  await expect(
    page.locator('fg-buy-tax-free').getByRole('region', { name: 'Login to buy a Tax-Free Savings Account' }),
  ).toBeVisible();

  await login.getByRole('textbox', { name: 'Username', exact: true }).fill('thandi@example.co.za');
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'fg-authenticated from <fg-login>' }),
  ).toContainText('"username":"thandi@example.co.za"');

  // Both tags found the slot unusable; the page heard of it once. The console keeps the page's order, so
  // once a marker logged now has reached the test, every earlier warning has too.
  const marker = 'e2e: the warnings end here';
  await page.evaluate((text) => console.warn(text), marker);
  await expect.poll(() => warnings.at(-1)).toBe(marker);
  // (This other site shows the buy tag's FAIS line with the sandbox's demo facts, which it is told of too.)
  expect(warnings.slice(0, -1).filter((text) => !text.includes('demo company facts'))).toEqual([
    expect.stringMatching(
      /^FG Portal: the page's shared session registry is unusable; tags that find it so run their own sessions\.$/,
    ),
  ]);
  expect(await cspViolations(page)).toEqual([]);
});

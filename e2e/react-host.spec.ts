import { startServer } from '../scripts/start-site';
import { expectNoAxeViolations } from './support/axe';
import { recordPurchases, walkToConfirm, walkToPayment } from './support/buy';
import { resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

const API_PORT = Number(process.env.E2E_PORT ?? 4317) + 43;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a React host with its own hash router keeps its route while a buy component mounts, steps, reloads and buys', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  const purchases = recordPurchases(page);
  await page.goto('/examples/react-host/#/accounts/overview');
  await expect(page.getByRole('heading', { level: 2, name: 'Accounts overview' })).toBeVisible();
  await page.getByRole('link', { name: 'Buy a secured investment' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
  await expect(page).toHaveURL(/\/examples\/react-host\/#\/buy$/);

  // A reload mid-wizard comes back to the step from the stored draft, the host's route untouched.
  await walkToPayment(page);
  await expect(page).toHaveURL(/#\/buy$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeVisible();
  await expect(page).toHaveURL(/#\/buy$/);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Investment options' })).toBeFocused();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeFocused();

  await walkToConfirm(page);
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
  await expect(page).toHaveURL(/#\/buy$/);
  expect(purchases.bodies).toHaveLength(1);
  await expect(
    page.getByRole('listitem').filter({ hasText: /^onPurchased from BuySecuredInvestment: \S+/ }),
  ).toBeVisible();

  // The browser's Back is the host's: it returns to the host's previous route, not to a step.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Accounts overview' })).toBeVisible();
  await expect(page).toHaveURL(/#\/accounts\/overview$/);
});

test.describe('with the API on another origin', () => {
  // The site's policy (connect-src) names only the site's own API; an app's own policy would name its API.
  test.use({ bypassCSP: true });

  test("a tag in the same React app posts to the provider's API base, on another origin than the page's", async ({
    page,
    baseURL,
  }) => {
    // The app's API on an origin of its own: a second site with its sandbox, on a port beside the workers'
    // (E2E_PORT + 43). The page's own config block, written by the site that serves it, names the page's origin.
    const api = await startServer({
      script: 'server/main.ts',
      port: API_PORT,
      env: { FG_ACCESS_LOG: '0' },
      stderr: 'inherit',
    });
    try {
      await page.goto(`/examples/react-host/?api=${encodeURIComponent(api.origin)}#/accounts/overview`);

      const tag = page.locator('fg-forgot-password');
      await tag.getByLabel('Email address').fill('thandi@example.co.za');
      const posted = page.waitForRequest(
        (request) =>
          request.method() === 'POST' && request.url().endsWith('/v5/api/Auth/InitiatePasswordReset'),
      );
      await tag.getByRole('button', { name: 'Reset Password' }).click();
      const sent = await posted;
      expect(new URL(sent.url()).origin).toBe(api.origin);
      expect(new URL(sent.url()).origin).not.toBe(new URL(baseURL ?? '').origin);
      await expect(tag.getByText(/A password reset email will be sent to/)).toBeVisible();
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: 'fg-sent from <fg-forgot-password>: thandi@example.co.za' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await api.stop();
    }
  });
});

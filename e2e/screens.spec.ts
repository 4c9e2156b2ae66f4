import type { Page } from '@playwright/test';
import { walkToCheckPage } from '../scripts/secured-investment-walk';
import { emailedLink, resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

/**
 * Screens kept honest (issue 46 item 9): eight of the design's mockup screens (`../shared/design/<name>-<width>.png`)
 * compared with baselines drawn from this build (`e2e/screens/`), so a later change cannot quietly undo the
 * look. Redraw them on purpose with `npx playwright test e2e/screens.spec.ts --update-snapshots` and look at
 * the new pictures before committing them. Dates and times (every `<time>`, an offer's days left) change
 * from day to day, and a link that shows the site's address names the worker's port: they are masked.
 */

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** Waits for the data, the typeface and a still page, then compares the whole page with its baseline. */
async function expectScreen(page: Page, name: string, width: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    // The site's own address (a worker's port) shows in the referral link.
    mask: [
      page.locator('time'),
      page.getByText(/days? left\)/),
      page.getByRole('link', { name: /^https?:/ }),
    ],
    maxDiffPixelRatio: 0.005,
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(({ request }) => resetSandbox(request));

    test('the visitor screens: landing, login, a link page and rate-us with a problem', async ({
      page,
      request,
    }) => {
      await page.goto('/');
      await expectScreen(page, 'g-landing', viewport.width);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      await expectScreen(page, 'g-login', viewport.width);
      await page.goto((await emailedLink(request, 'SIR-2026-000153')).path);
      await expect(page.getByRole('button', { name: 'Confirm reinvestment' })).toBeVisible();
      await expectScreen(page, 'i-link-reinvest', viewport.width);
      await page.goto('/examples/email-landing.html');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
      await expectScreen(page, 'j-rate-us', viewport.width);
    });

    test("Thandi's screens: the dashboard, the profile, a buy step with problems and the check page", async ({
      page,
      request,
    }) => {
      await signInAs(page, request, 'thandi@example.co.za');
      await page.goto('/app/customer/dashboard');
      await expect(page.getByRole('region', { name: 'Total with FG Group' })).toContainText('R1 157 308.39');
      await expectScreen(page, 'a-dashboard', viewport.width);
      await page.goto('/app/profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectScreen(page, 'h-profile', viewport.width);

      await walkToCheckPage(page, async (stop) => {
        if (stop === 'wizard-errors') await expectScreen(page, 'c-wizard-errors', viewport.width);
        if (stop === 'check-answers') await expectScreen(page, 'd-check-answers', viewport.width);
      });
    });
  });
}

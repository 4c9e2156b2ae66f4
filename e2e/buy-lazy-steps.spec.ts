import type { APIRequestContext, Page } from '@playwright/test';
import { holdBack } from './support/hold-back';
import { resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Thandi on the unit trust's step 2, Balanced Fund chosen and Savings ticked: a run to reload. */
async function onSourceOfFunds(page: Page, request: APIRequestContext) {
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/examples/buy-unit-trust.html');
  const tag = page.locator('fg-buy-unit-trust');
  await tag.getByRole('checkbox', { name: 'Balanced Fund' }).check();
  await tag.getByRole('button', { name: 'Next' }).click();
  await expect(tag.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeFocused();
  await tag.getByRole('radio', { name: 'Savings' }).check();
  return tag;
}

test('a buy tag draws its first step from one file, fetches its later steps on first use, and Next waits for them, busy', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(`${baseURL}/widgets/`)) scripts.push(new URL(sent.url()).pathname);
  });
  const release = await holdBackLaterSteps(page);
  await page.goto('/examples/buy-unit-trust.html');
  const tag = page.locator('fg-buy-unit-trust');
  const balanced = tag.getByRole('checkbox', { name: 'Balanced Fund' });
  await expect(balanced).toBeVisible();
  // The first step came from the tag's own file; the later steps not yet.
  expect(scripts[0]).toBe('/widgets/fg-buy-unit-trust.js');
  expect(scripts.filter((path) => path.includes('later-steps'))).toEqual([]);

  // The first use (ticking a fund) fetches them; Next pressed before they arrive waits on step 1, busy.
  const later = page.waitForRequest((sent) => sent.url().includes('/widgets/chunks/unit-trust-later-steps-'));
  await balanced.check();
  await later;
  const next = tag.getByRole('button', { name: 'Next' });
  await next.click();
  await expect(next).toHaveAttribute('aria-busy', 'true');
  await expect(tag.getByRole('heading', { name: 'Step 1 of 5: Choose your funds' })).toBeVisible();
  release();
  await expect(tag.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeFocused();
  await expect(tag.getByRole('radio', { name: 'Savings' })).toBeVisible();
  await expect(next).not.toHaveAttribute('aria-busy', 'true');
});

test.describe('with the later steps held back by the network', () => {
  // The browser reports the aborted chunk in the console: that is the failure under test.
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('a buy tag whose later steps cannot be fetched keeps the answers, and Try again fetches them and goes on to step 2', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'thandi@example.co.za');
    const laterSteps = '**/widgets/chunks/unit-trust-later-steps-*.js';
    await page.route(laterSteps, (route) => route.abort('internetdisconnected'));
    await page.goto('/examples/buy-unit-trust.html');
    const tag = page.locator('fg-buy-unit-trust');
    await expect(tag.getByRole('heading', { name: 'Step 1 of 5: Choose your funds' })).toBeVisible();
    const balanced = tag.getByRole('checkbox', { name: 'Balanced Fund' });
    await balanced.check();
    await tag.getByRole('button', { name: 'Next' }).click();

    // The step stays, with its answer, and says what happened and what to do.
    const failure = tag.getByRole('alert').filter({ hasText: 'This part of the page could not be shown.' });
    await expect(failure).toContainText('Check your connection, then try again.');
    await expect(tag.getByRole('heading', { name: 'Step 1 of 5: Choose your funds' })).toBeVisible();
    await expect(balanced).toBeChecked();

    await page.unroute(laterSteps);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(tag.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeFocused();
    await expect(failure).toHaveCount(0);
    await tag.getByRole('button', { name: 'Previous' }).click();
    await expect(tag.getByRole('heading', { name: 'Step 1 of 5: Choose your funds' })).toBeFocused();
    await expect(balanced).toBeChecked();
  });
});

/** Holds back the unit trust's later chunk until `release` is called, as on a slow line. */
const holdBackLaterSteps = (page: Page) => holdBack(page, '**/widgets/chunks/unit-trust-later-steps-*.js');

test('Cancel purchase pressed before its question has come shows busy, then asks: the press is not lost', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  const release = await holdBackLaterSteps(page);
  await page.goto('/examples/buy-unit-trust.html');
  const tag = page.locator('fg-buy-unit-trust');
  await expect(tag.getByRole('heading', { name: 'Step 1 of 5: Choose your funds' })).toBeVisible();

  const later = page.waitForRequest((sent) => sent.url().includes('/widgets/chunks/unit-trust-later-steps-'));
  await tag.getByRole('link', { name: 'Cancel purchase' }).click();
  await later;
  await expect(tag.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(tag.getByRole('dialog')).toHaveCount(0);
  release();
  const asked = tag.getByRole('dialog', { name: 'Cancel this purchase?' });
  await expect(asked.getByRole('button', { name: 'Keep buying' })).toBeFocused();
  await expect(tag.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await asked.getByRole('button', { name: 'Keep buying' }).click();
  await expect(tag.getByRole('link', { name: 'Cancel purchase' })).toBeFocused();
});

test('a reload past step 1 waits, busy, for the later steps (their rules and code), then shows the step with its answers', async ({
  page,
  request,
}) => {
  const tag = await onSourceOfFunds(page, request);

  const release = await holdBackLaterSteps(page);
  const later = page.waitForRequest((sent) => sent.url().includes('/widgets/chunks/unit-trust-later-steps-'));
  await page.reload();
  // Fetched with no one touching the tag: the step it stands on needs it.
  await later;
  await expect(tag.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(tag.getByRole('heading', { name: /^Step/ })).toHaveCount(0);
  await expect(tag.getByRole('button', { name: 'Next' })).toHaveCount(0);
  release();
  await expect(tag.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeVisible();
  await expect(tag.getByRole('radio', { name: 'Savings' })).toBeChecked();
  // Its rules came with it: Next goes on with the answers given.
  await tag.getByRole('radio', { name: 'No' }).check();
  await tag.getByRole('button', { name: 'Next' }).click();
  await expect(tag.getByRole('heading', { name: 'Step 3 of 5: Your contributions' })).toBeFocused();
});

test.describe('with the later steps failing after a reload past step 1', () => {
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('the load-failure view shows, the answers stay, and Try again fetches them and shows the step', async ({
    page,
    request,
  }) => {
    const tag = await onSourceOfFunds(page, request);

    const laterSteps = '**/widgets/chunks/unit-trust-later-steps-*.js';
    await page.route(laterSteps, (route) => route.abort('internetdisconnected'));
    await page.reload();
    const failure = tag.getByRole('alert').filter({ hasText: 'This part of the page could not be shown.' });
    await expect(failure).toContainText('Check your connection, then try again.');
    await expect(tag.getByRole('heading', { name: /^Step/ })).toHaveCount(0);

    await page.unroute(laterSteps);
    await failure.getByRole('button', { name: 'Try again' }).click();
    // The button pressed is gone: the step's heading takes the focus as it shows.
    await expect(tag.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeFocused();
    await expect(tag.getByRole('radio', { name: 'Savings' })).toBeChecked();
    await expect(failure).toHaveCount(0);
  });
});

import { recordPurchases } from './support/buy';
import { resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

// Review (review34), finding 1: a run restored from the tab is shown on its stored step without the
// earlier steps being checked, so Confirm posts answers the steps' rules would refuse.

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a reload on the check page with an unanswered PIP question goes back to that question, and nothing is bought', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/examples/buy-secured-investment.html');
  const tag = page.locator('fg-buy-secured-investment');
  await expect(tag.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
  // The tab holds a run on step 5 whose step 2 was never answered (a stale or edited draft).
  await page.evaluate(() =>
    sessionStorage.setItem(
      'fg.draft.buy-secured-investment',
      JSON.stringify({
        version: 1,
        step: 4,
        draft: {
          runKey: '0123456789abcdef0123456789abcdef',
          sourceOfFunds: '1',
          otherSourceOfFunds: '',
          countryOfTaxResidence: '263',
          isPip: '',
          paymentType: 'EFT',
          bankDetailsConfirmed: false,
          termsAccepted: true,
          mandateAccepted: false,
          investmentOption: 'Growth',
          amount: { text: '20000', cents: 2_000_000 },
        },
      }),
    ),
  );
  const sent = recordPurchases(page);
  await page.reload();
  await expect(tag.getByRole('heading', { name: /^Step \d of 5/ })).toBeVisible();
  const confirm = tag.getByRole('button', { name: 'Confirm' });
  if ((await confirm.count()) > 0) {
    await confirm.click();
    await expect(tag.getByRole('heading', { name: /Application received|^Step/ }).first()).toBeVisible();
  }
  // Nothing is bought with an answer the customer never gave, and the run is back on that question.
  expect(sent.bodies.map((body) => body.get('IsPIP'))).toEqual([]);
  await expect(tag.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeVisible();
});

test.describe('Review finding 2: focus after Try again on a reload whose later chunk failed', () => {
  test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('Try again keeps the focus in the tag: on the step heading once the step shows', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'thandi@example.co.za');
    await page.goto('/examples/buy-unit-trust.html');
    const tag = page.locator('fg-buy-unit-trust');
    await tag.getByRole('checkbox', { name: 'Balanced Fund' }).check();
    await tag.getByRole('button', { name: 'Next' }).click();
    await expect(tag.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeFocused();

    const laterSteps = '**/widgets/chunks/unit-trust-later-steps-*.js';
    await page.route(laterSteps, (route) => route.abort('internetdisconnected'));
    await page.reload();
    const failure = tag.getByRole('alert').filter({ hasText: 'This part of the page could not be shown.' });
    await expect(failure).toContainText('Check your connection, then try again.');
    await page.unroute(laterSteps);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(tag.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeFocused();
  });
});

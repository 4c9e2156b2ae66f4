import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { injectFault, recordPurchases, walkToConfirm, walkToPayment } from './support/buy';
import { pressAndExpectSummary } from './support/form-feedback';
import { tabTo } from './support/host-page';
import { logInThroughDialog, resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('buys a secured investment by EFT: Next waits for valid steps, Confirm double-clicked buys once with the §3 body, and no way back once bought', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  const purchases: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/v4/api/buy/SecuredInvestment')) {
      purchases.push(sent.postData() ?? '');
    }
  });
  await page.goto('/app/buy/secured-investment');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a Secured Investment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
  // The step lists the rates, and so does "You're buying" beside it (DESIGN.md §4 c).
  const step = page.locator('form');
  await expect(step.getByText('7.5% a year')).toBeVisible();
  await expect(step.getByText('Maturity rate')).toBeVisible();
  await expect(step.getByRole('definition').filter({ hasText: '9.21% a year' })).toHaveCount(2);
  const buying = page.getByRole('complementary', { name: 'Secured Investment' });
  await expect(buying).toContainText("You're buying");
  await expect(buying).toContainText('Minimum' + 'R5 000.00 once-off');
  await expect(page.getByRole('link', { name: /Minimum disclosure document/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cancel purchase' })).toHaveAttribute(
    'href',
    '/app/Customer/wealth',
  );
  await expect(page.getByText(/execution-only purchase/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Source of funds: Next says what is missing until every answer is given; Other needs a description.
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeFocused();
  await expect(page).toHaveURL(/#step2$/);
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByRole('radio', { name: 'Other' }).check();
  await page.getByRole('radio', { name: 'No' }).check();
  await pressAndExpectSummary(page, next, ['Please describe where the money comes from']);
  await expect(page).toHaveURL(/#step2$/);
  await page.getByRole('textbox', { name: /Describe the source/ }).fill('Sale of a car');
  await expectNoAxeViolations(page);
  await next.click();

  // Options: the amount must reach the minimum, said in rand.
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Investment options' })).toBeFocused();
  const amount = page.getByRole('textbox', { name: /Amount to invest/ });
  await amount.fill('4999');
  await pressAndExpectSummary(page, next, ['The minimum investment is R5 000.00']);
  await amount.fill('20000');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/R20\u00a0000.00 earns R1\u00a0500.00 a year/)).toBeVisible();
  await expectNoAxeViolations(page);
  await next.click();

  // Payment: EFT by default.
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeFocused();
  await expect(page.getByRole('radio', { name: /EFT/ })).toBeChecked();
  await next.click();

  // Check and confirm: every answer, terms required, Confirm posts once however often it is pressed.
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeFocused();
  const answers = page.getByLabel('Your answers').getByRole('definition');
  await expect(answers.filter({ hasText: 'R20 000.00' })).toHaveCount(1);
  // The totals box: an EFT lump sum is paid now.
  await expect(page.getByLabel('What you pay')).toHaveText('Pay now by EFTR20 000.00');
  await expect(answers.filter({ hasText: 'Other: Sale of a car' })).toHaveCount(1);
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await pressAndExpectSummary(page, confirm, ['Please accept the terms and conditions']);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await expectNoAxeViolations(page);
  await confirm.dblclick();

  await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
  await expect(page.getByText(/Your reference is SI\d+/)).toBeVisible();
  expect(purchases).toHaveLength(1);
  const body = new URLSearchParams(purchases[0]);
  expect(Object.fromEntries(body)).toMatchObject({
    Amount: '20000',
    ProductDescription: 'Fixed',
    IsDebit: 'false',
    PartyID: '300145',
    CountryOfTaxResidenceID: '263',
    SourceOfFundsSelectedOption: '5',
    OtherSourceOfFunds: 'Sale of a car',
    IsPIP: 'false',
    PurchaseMethod: 'Web Buy',
    InterestPayoutPercentage: '0',
    IsGrowthOption: 'true',
  });
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '1. Pay R20 000.00 by EFT' })).toBeVisible();
  // The receipt is the end of the run: nothing on it goes on to another step or buys again.
  await expect(page.getByRole('button', { name: /Next|Continue|Confirm/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Secured Investment progress' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a reload mid-flow keeps the step and what was typed', async ({ page, request }) => {
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/app/buy/secured-investment');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Salary' }).check();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: /Amount to invest/ }).fill('12500');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Investment options' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Amount to invest/ })).toHaveValue('12500');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('radio', { name: 'Salary' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
});

test('pays by debit order: the masked bank details must be confirmed, then terms and mandate; the purchase shows on My Investments', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  const purchases = recordPurchases(page);
  await page.goto('/app/buy/secured-investment');
  await walkToPayment(page, '20000');
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByRole('radio', { name: /Debit Order/ }).check();
  const bank = page.getByRole('region', { name: 'Bank details for the debit order' });
  await expect(bank.getByText('******7789')).toBeVisible();
  await expect(bank.getByText(/DebiCheck/)).toBeVisible();
  await pressAndExpectSummary(page, next, ['Please confirm your bank details for the debit order']);
  await expectNoAxeViolations(page);
  await bank.getByRole('checkbox', { name: /These are my bank details/ }).check();
  await next.click();

  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeFocused();
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await pressAndExpectSummary(page, confirm, ['Please accept the debit order mandate']);
  expect(purchases.bodies).toHaveLength(0);
  await page
    .getByRole('checkbox', {
      name: /^I authorise Fedgroup to debit R20 000.00 once, on \d+ \w{3} \d{4}, from Capitec Bank \*+7789\.$/,
    })
    .check();
  await expectNoAxeViolations(page);
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  expect(purchases.bodies.map((body) => body.get('IsDebit'))).toEqual(['true']);

  // Thandi already holds a secured investment: its balance grows by the R20 000, in the app, without a reload.
  await page.getByRole('link', { name: 'Go to my investments' }).click();
  await expect(page).toHaveURL(/\/app\/Customer\/wealth$/);
  await expect(page.getByRole('region', { name: 'Your Investment Wealth' })).toContainText('R1 132 308.39');
});

test.describe('with no bank details on record', () => {
  // The API answers the latest bank details with 404, which Chromium logs.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('a customer without bank details adds them for the debit order, and they are saved', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'new.user@example.co.za');
    await page.goto('/app/buy/secured-investment');
    await walkToPayment(page, '5000');
    await page.getByRole('radio', { name: /Debit Order/ }).check();
    const save = page.getByRole('button', { name: 'Save bank details' });
    await save.click();
    await expect(page.getByText('Please enter the 6-digit branch code')).toBeVisible();
    await page.getByRole('combobox', { name: /Bank/ }).selectOption('ABSA Bank');
    await expect(page.getByRole('textbox', { name: /Branch code/ })).toHaveValue('632005');
    await page.getByRole('textbox', { name: /Account number/ }).fill('40123456789');
    await page.getByRole('textbox', { name: /Account holder/ }).fill('N User');
    await expectNoAxeViolations(page);
    await save.click();
    await expect(page.getByText('*******6789')).toBeVisible();
    await page.getByRole('checkbox', { name: /These are my bank details/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeFocused();
    const saved = (await (await page.request.get('/__sandbox/store/bankDetails')).json()) as {
      AccountNumber: string;
      AccountHolderName: string;
    }[];
    expect(saved).toContainEqual(
      expect.objectContaining({ AccountNumber: '40123456789', AccountHolderName: 'N User' }),
    );
  });
});

test('Cancel purchase asks before it leaves: Keep buying keeps the answers, Yes goes to the platform and forgets the run', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/app/buy/secured-investment');
  await walkToPayment(page);
  const cancel = page.getByRole('link', { name: 'Cancel purchase' });
  const asked = page.getByRole('dialog', { name: 'Cancel this purchase?' });

  await cancel.click();
  await expect(asked).toBeVisible();
  await expect(asked).toContainText('Your answers will be cleared and nothing will be bought.');
  await expect(asked.getByRole('button', { name: 'Keep buying' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(asked).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeVisible();

  await cancel.click();
  await asked.getByRole('link', { name: 'Yes, cancel purchase' }).click();
  await expect(page).toHaveURL(/\/app\/Customer\/wealth$/);
  const drafts = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith('fg.draft.')),
  );
  expect(drafts).toEqual([]);
  await page.goto('/app/buy/secured-investment');
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
});

/** Thandi on the check page of a secured investment by EFT, the terms accepted; her purchase posts recorded. */
async function thandiReadyToConfirm(page: Page, request: APIRequestContext) {
  await signInAs(page, request, 'thandi@example.co.za');
  const purchases = recordPurchases(page);
  await page.goto('/app/buy/secured-investment');
  await walkToConfirm(page);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  return purchases;
}

/** How many purchases the sandbox has made. */
const purchasesMade = async (page: Page) =>
  ((await (await page.request.get('/__sandbox/store/purchases')).json()) as unknown[]).length;

test.describe('when Confirm fails, on a phone', () => {
  test.use({
    viewport: { width: 360, height: 740 },
    // One pattern: Playwright reads a second element of an option's array as the option's settings.
    expectedConsoleErrors: [/status of 500|Failed to load resource: net::ERR_/],
  });

  test('a Confirm answered 500 says no money has been taken, focused and in view, and Try again buys once', async ({
    page,
    request,
  }) => {
    const purchases = await thandiReadyToConfirm(page, request);
    await injectFault(page, { method: 'POST', path: '/v4/api/buy/SecuredInvestment', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Confirm' }).click();

    const panel = page.getByRole('region', { name: "Your purchase didn't go through" });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('No money has been taken.');
    await expect(panel).toContainText('Something went wrong on our side. Your answers are kept.');
    await expect(panel.getByRole('link', { name: 'Call 0860 334 768' })).toHaveAttribute(
      'href',
      'tel:0860334768',
    );
    const tryAgain = panel.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeInViewport();
    // One message per failure: the API's own words do not show beside the panel.
    await expect(page.getByText('An error has occurred.')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await tryAgain.click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
    expect(purchases.keys).toHaveLength(2);
    expect(purchases.keys[1]).toBe(purchases.keys[0]);
    expect(await purchasesMade(page)).toBe(1);
  });

  test('a connection that keeps dropping says the outcome is not known, each time focused and in view; Try again buys once', async ({
    page,
    request,
  }) => {
    const purchases = await thandiReadyToConfirm(page, request);
    // The purchase reaches the API and is made, but its answer never comes back to the browser, twice.
    let lost = 0;
    await page.route('**/v4/api/buy/SecuredInvestment', async (route) => {
      if (lost === 2) return route.fallback();
      await route.fetch();
      lost += 1;
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Confirm' }).click();

    const panel = page.getByRole('region', { name: "We don't know yet whether your purchase went through" });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('It may have gone through.');
    await expect(panel).toContainText('The connection was lost before our system answered.');
    await expect(panel).toContainText('Pressing Try again is safe');
    const tryAgain = panel.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeAttached();
    await expectNoAxeViolations(page);

    await tryAgain.click();
    await expect.poll(() => lost).toBe(2);
    await expect(panel).toBeFocused();
    await expect(tryAgain).toBeInViewport();

    await tryAgain.click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
    expect(purchases.keys).toHaveLength(3);
    expect(new Set(purchases.keys).size).toBe(1);
    expect(await purchasesMade(page)).toBe(1);
  });
});

test.describe('when the session runs out mid-flow', () => {
  test.use({ expectedConsoleErrors: [/status of 40[01]/] });

  test('the login dialog comes up over the wizard, and after logging in the purchase carries on at the same step', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'thandi@example.co.za');
    const purchases = recordPurchases(page);
    await page.goto('/app/buy/secured-investment');
    await walkToConfirm(page, '7500');
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    // The API says the token has expired and the refresh token is no longer good: the session is over.
    await injectFault(page, { method: 'POST', path: '/v4/api/buy/SecuredInvestment', status: 401, times: 1 });
    await injectFault(page, { method: 'POST', path: '/auth/connect/token', status: 400, times: 1 });
    await page.getByRole('button', { name: 'Confirm' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await logInThroughDialog(dialog, 'thandi@example.co.za');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeVisible();
    await expect(
      page.getByLabel('Your answers').getByRole('definition').filter({ hasText: 'R7 500.00' }),
    ).toHaveCount(1);
    await expect(page.getByRole('checkbox', { name: /I accept the/ })).toBeChecked();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
    expect(purchases.bodies.map((body) => body.get('Amount'))).toEqual(['7500', '7500']);
  });
});

test('by keyboard alone, from the first step to the summary', async ({ page, request }) => {
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/app/buy/secured-investment');
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeFocused();
  await tabTo(page, page.getByRole('radio', { name: 'Savings' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Bonus' })).toBeChecked();
  await tabTo(page, page.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Investment options' })).toBeFocused();
  await tabTo(page, page.getByRole('textbox', { name: /Amount to invest/ }));
  await page.keyboard.type('10 000');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeFocused();
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeFocused();
  await tabTo(page, page.getByRole('checkbox', { name: /I accept the/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Confirm' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page.getByText(/Pay R10\u00a0000.00 by EFT/)).toBeVisible();
});

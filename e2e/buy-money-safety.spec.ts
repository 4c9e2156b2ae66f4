import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { recordPurchases, walkTaxFreeToOptions, walkToConfirm } from './support/buy';
import { pressAndExpectSummary } from './support/form-feedback';
import { DEMO_PASSWORD, resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

// Issue 25: a refused purchase can be corrected, amounts are bounded, the receipt survives, and the
// browser's Back steps through the wizard.

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Thandi's tax-free wizard up to the check page: Savings, not a PIP, a lump sum of `lumpSum` by EFT. */
async function taxFreeToConfirm(page: Page, lumpSum: string) {
  const next = page.getByRole('button', { name: 'Next' });
  await walkTaxFreeToOptions(page);
  await page.getByRole('textbox', { name: /Lump sum/ }).fill(lumpSum);
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeFocused();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeFocused();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
}

/** Thandi buys on another device: a tax-free lump sum straight through the API. */
async function buyElsewhere(request: APIRequestContext, amount: number) {
  const token = await request.post('/auth/connect/token', {
    form: {
      client_id: 'fg-portal',
      grant_type: 'password',
      username: 'thandi@example.co.za',
      password: DEMO_PASSWORD,
    },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const bought = await request.post('/v4/api/buy/TaxFreeInvestment', {
    headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': 'other-device-run' },
    form: {
      Amount: String(amount),
      RecurringAmount: '0',
      IsDebit: 'false',
      PartyID: '300145',
      CountryOfTaxResidenceID: '263',
      SourceOfFundsSelectedOption: '1',
      IsPIP: 'false',
      PurchaseMethod: 'Web Buy',
    },
  });
  expect(bought.status()).toBe(200);
}

test.describe('a refused Confirm', () => {
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('a Confirm refused because the allowance was used on another device is corrected and buys once, with a new key', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'thandi@example.co.za');
    const purchases = recordPurchases(page, '/v4/api/buy/TaxFreeInvestment');
    await taxFreeToConfirm(page, '22000');
    // While she checks her answers, R5 000 of her R22 000 goes in from her phone.
    await buyElsewhere(request, 5000);
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await confirm.click();

    // Refused (400): the reason sits beside the lump sum, whose Change link goes to its step.
    // Also in the summary at the top, which takes focus.
    const refusal = page.getByText(/This goes R5\u00a0000.00 over your tax-free allowance/);
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await expect(refusal).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeVisible();
    const lumpSumRow = page.getByRole('term').filter({ hasText: 'Lump sum' }).locator('..');
    await expect(lumpSumRow).toContainText('This goes R5 000.00 over');
    await expectNoAxeViolations(page);
    await lumpSumRow.getByRole('button', { name: 'Change lump sum' }).click();

    // The meter was read again: R17 000 is left now.
    await expect(page.getByRole('heading', { name: 'Step 3 of 5: Investment options' })).toBeFocused();
    const meter = page.getByRole('region', { name: 'Your tax-free allowance' });
    await expect(meter.getByRole('definition').filter({ hasText: 'R17 000.00' }).first()).toBeVisible();
    await page.getByRole('textbox', { name: /Lump sum/ }).fill('5000');
    // Next after a Change returns to the check page.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeFocused();
    await expect(
      page.getByLabel('Your answers').getByRole('definition').filter({ hasText: 'R5 000.00' }),
    ).toHaveCount(1);
    await expect(refusal).toHaveCount(0);
    await confirm.click();

    await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
    expect(purchases.bodies.map((body) => body.get('Amount'))).toEqual(['22000', '5000']);
    expect(new Set(purchases.keys).size).toBe(2);
    const stored = (await (await request.get('/__sandbox/store/purchases')).json()) as { Amount: number }[];
    expect(stored.map((purchase) => purchase.Amount)).toEqual([5000, 5000]);
  });
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
  // The run is back on the question never answered, Confirm out of reach, and nothing is bought.
  await expect(tag.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeVisible();
  await expect(tag.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await tag.getByRole('button', { name: 'Next' }).click();
  await expect(tag.getByRole('link', { name: 'Please answer Yes or No' })).toBeVisible();
  expect(sent.bodies).toEqual([]);
});

test('a 20-digit amount is refused in the wizard, naming the limit', async ({ page, request }) => {
  await signInAs(page, request, 'thandi@example.co.za');
  const purchases = recordPurchases(page);
  await page.goto('/app/buy/secured-investment');
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();
  await page.getByRole('radio', { name: 'Salary' }).check();
  await page.getByRole('radio', { name: 'No' }).check();
  await next.click();
  const amount = page.getByRole('textbox', { name: /Amount to invest/ });
  await amount.fill('99999999999999999999');
  await pressAndExpectSummary(page, next, [
    'The most you can invest online in one purchase is R50 000 000.00',
  ]);
  await amount.fill('5000.001');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await next.click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
  await amount.fill('50 000 000');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeFocused();
  expect(purchases.bodies).toHaveLength(0);
});

test('the receipt survives a reload, the browser’s Back and a new tab, and never buys again', async ({
  page,
  request,
  context,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  const purchases = recordPurchases(page);
  await page.goto('/app/buy/secured-investment');
  await walkToConfirm(page, '20000');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  // One receipt page (DESIGN.md §4 f): the outcome, focused, with the one reference and what to do.
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
  const reference =
    (await page.getByText(/Your reference is SI\d+/).textContent())?.match(/SI\d+/)?.[0] ?? '';
  expect(reference).toMatch(/^SI\d+$/);
  await expect(page).toHaveURL(/#step6$/);
  await expect(page.getByRole('region', { name: 'Your reference' })).toContainText(reference);
  await expect(page.getByRole('button', { name: 'Copy reference' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Pay R20 000.00 by EFT' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: reference })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Copy payment reference' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'What you bought' })).toContainText(
    'R20 000.00 now, by EFT',
  );

  const documents = page.waitForResponse((response) =>
    response.url().includes('/DocumentVerification/party/'),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page.getByText(`Your reference is ${reference}.`)).toBeVisible();
  expect((await documents).status()).toBe(200);
  // Thandi's identity document and proof of residence are verified: nothing is asked of her.
  await expect(page.getByText(/FICA/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The steps before are closed: Back shows the receipt again, on its own address.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page).toHaveURL(/#step6$/);
  await expect(page.getByText(`Your reference is ${reference}.`)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();

  // A new tab opened from it (a copy of the tab's storage) shows the same receipt.
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => window.open(window.location.href, '_blank')),
  ]);
  await expect(tab.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(tab.getByText(`Your reference is ${reference}.`)).toBeVisible();
  await tab.close();

  // "Buy another" starts a new run explicitly.
  await page.getByRole('button', { name: 'Buy another Secured Investment' }).click();
  await expect(page.getByRole('heading', { name: /Step [12] of 5/ })).toBeVisible();
  expect(purchases.bodies).toHaveLength(1);
  const stored = (await (await request.get('/__sandbox/store/purchases')).json()) as unknown[];
  expect(stored).toHaveLength(1);
});

test('the tax-free receipt lists the monthly debit order, its first date and the masked account', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  const next = page.getByRole('button', { name: 'Next' });
  await walkTaxFreeToOptions(page);
  await page.getByRole('textbox', { name: /Lump sum/ }).fill('5000');
  await page.getByRole('textbox', { name: /Monthly amount/ }).fill('500');
  await next.click();
  await expect(page.getByRole('radio', { name: /Debit Order/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /These are my bank details/ }).check();
  await next.click();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('checkbox', { name: /I authorise/ }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const firstText = first.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  const bought = page.getByRole('complementary', { name: 'What you bought' });
  await expect(bought).toContainText(`R5 000.00 by debit order from ${firstText}`);
  await expect(bought).toContainText(`R500.00 a month by debit order from ${firstText}`);
  await expect(bought).toContainText('Monthly contribution');
  await expect(bought).toContainText(/\*+\d{4}/);
  await expect(page.getByRole('heading', { name: '1. Approve your debit order' })).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(
        `collect R500.00 on the 1st of each month and R5\\u00a0000.00 once from the account ending \\d{4}, from ${firstText}\\.`,
      ),
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /Pay .* by EFT/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the receipt asks a customer with no documents on record for them', async ({ page, request }) => {
  await signInAs(page, request, 'new.user@example.co.za');
  await page.goto('/app/buy/secured-investment');
  await walkToConfirm(page, '5000');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(
    page.getByText(
      'The law (FICA) asks us to verify who you are. We still need: identity document and proof of residence.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'fica@fg-group.co.za' })).toHaveAttribute('href', /^mailto:/);
});

test('the unit trust receipt gives the amount per fund and one payment reference for the EFT', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/app/buy/unit-trust');
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByRole('checkbox', { name: 'Balanced Fund' }).check();
  await page.getByRole('checkbox', { name: 'Income Fund' }).check();
  await next.click();
  await page.getByRole('radio', { name: 'Savings' }).check();
  await page.getByRole('radio', { name: 'No' }).check();
  await next.click();
  await page.getByRole('textbox', { name: 'Lump sum for the Balanced Fund (R)' }).fill('10000');
  await page.getByRole('textbox', { name: 'Lump sum for the Income Fund (R)' }).fill('6000');
  // Each Next waits for its step: a second press while the first is on its way is ignored, by design.
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeFocused();
  // As a person would, reads where to pay before pressing Next: the account is the unit trust's own.
  await expect(page.getByRole('region', { name: 'Where to pay' })).toContainText('UT300145');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeFocused();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  const purchase = page.getByRole('complementary', { name: 'What you bought' });
  await expect(purchase).toContainText('Balanced Fund');
  await expect(purchase).toContainText('R10 000.00 now, by EFT');
  await expect(purchase).toContainText('Income Fund');
  await expect(purchase).toContainText('R6 000.00 now, by EFT');
  await expect(page.getByRole('heading', { name: '1. Pay R16 000.00 by EFT' })).toBeVisible();
  // One payment reference, labelled as the one for the EFT: her investor reference.
  const account = page.getByLabel('Our bank account');
  await expect(account.getByRole('term').filter({ hasText: 'Payment reference' })).toHaveCount(1);
  await expect(account).toContainText('UT300145');
  await expect(page.getByRole('button', { name: 'Copy payment reference' })).toHaveCount(1);
});

test('the browser’s Back steps back through the wizard until the purchase is made', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/app/Customer/wealth');
  await page.goto('/app/buy/secured-investment');
  await walkToConfirm(page, '20000');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Investment options' })).toBeVisible();
  // Tidied when it was left (§9's figures without the R the field shows).
  await expect(page.getByRole('textbox', { name: /Amount to invest/ })).toHaveValue('20 000.00');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  // Bought: Back cannot reopen the steps before Summary.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
});

test('two Backs in quick succession keep Forward to the steps left behind', async ({ page, request }) => {
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/app/buy/secured-investment');
  await walkToConfirm(page, '20000');
  // The second Back is pressed the moment step 4 is on the screen, before the page has painted it (a
  // customer pressing Back twice, or a busy machine): the step it left must not be written over.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.body.textContent?.includes('Step 4 of 5')) return;
          observer.disconnect();
          history.back();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        history.back();
      }),
  );
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Investment options' })).toBeVisible();
  await expect(page).toHaveURL(/#step3$/);
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeVisible();
  await expect(page).toHaveURL(/#step4$/);
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeVisible();
  await expect(page).toHaveURL(/#step5$/);
});

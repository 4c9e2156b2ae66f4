import { expectNoAxeViolations } from './support/axe';
import { recordPurchases } from './support/buy';
import { pressAndExpectSummary } from './support/form-feedback';
import { resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('buys a unit trust as Thandi, by keyboard: funds first, a contribution per fund, EFT to her own reference, one POST', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  const purchases = recordPurchases(page, '/v4/api/buy/UnitTrust/');
  await page.goto('/app/buy/unit-trust');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a Unit Trust' })).toBeVisible();
  await expect(page).toHaveTitle(/Unit Trust/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Choose your funds' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await pressAndExpectSummary(page, next, ['Please choose at least one fund']);
  const balanced = page.getByRole('checkbox', { name: 'Balanced Fund' });
  await expect(balanced).toHaveAccessibleDescription(
    /Risk profile: Moderate\. Unit price \(NAV\) R24\.8731 on \d+ \w+ \d{4}\./,
  );
  await expect(page.getByRole('link', { name: /Balanced Fund fact sheet/ })).toHaveAttribute(
    'href',
    /\/cms\/uploads\/balanced-fund-fact-sheet\.pdf$/,
  );
  await expectNoAxeViolations(page);
  // By keyboard: Space ticks the focused checkbox, Enter submits the step's form.
  await balanced.focus();
  await page.keyboard.press('Space');
  await expect(balanced).toBeChecked();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeFocused();
  await page.getByRole('radio', { name: 'Savings' }).check();
  await page.getByRole('radio', { name: 'No' }).check();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Your contributions' })).toBeFocused();
  await pressAndExpectSummary(page, next, [
    'Please enter a lump sum, a monthly amount, or both for the Balanced Fund',
  ]);
  const lumpSum = page.getByRole('textbox', { name: 'Lump sum for the Balanced Fund (R)' });
  await lumpSum.fill('4999.99');
  await expect(lumpSum).toHaveAccessibleDescription(/The minimum lump sum is R5\u00a0000\.00/);
  await lumpSum.fill('10 000');
  await expect(lumpSum).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('In total: R10 000.00 now and R0.00 a month.')).toBeVisible();
  await expectNoAxeViolations(page);
  await lumpSum.press('Enter');

  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeFocused();
  const account = page.getByRole('region', { name: 'Where to pay' });
  await expect(account).toContainText('022845117');
  await expect(account).toContainText('UT300145');
  await expectNoAxeViolations(page);
  await next.press('Enter');

  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeFocused();
  const answers = page.getByLabel('Your answers');
  await expect(answers).toContainText('Balanced Fund');
  await expect(answers).toContainText('R10 000.00 now');
  const terms = page.getByRole('checkbox', { name: /I accept the/ });
  await terms.focus();
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page);
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await confirm.dblclick();

  await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
  expect(purchases.bodies).toHaveLength(1);
  const body = Object.fromEntries(purchases.bodies[0] ?? []);
  expect(body).toMatchObject({
    IsDebit: 'false',
    PartyID: '300145',
    CountryOfTaxResidenceID: '263',
    SourceOfFundsSelectedOption: '1',
    IsPIP: 'false',
    PurchaseMethod: 'Web Buy',
    ConfirmedBankDetail: 'false',
  });
  expect(JSON.parse(body.FundChoices ?? '')).toEqual([
    { FundCode: 'FGBAL', FundName: 'Balanced Fund', LumpSumAmount: 10000, MonthlyAmount: 0 },
  ]);
  expect(JSON.parse(body.Members ?? '')).toEqual([
    expect.objectContaining({ PartyID: '300145', Firstname: 'Thandi', Relationship: 'Principal Member' }),
  ]);
  await expect(page.getByRole('heading', { name: '1. Pay R10 000.00 by EFT' })).toBeVisible();
  await expect(page.getByLabel('Our bank account')).toContainText('UT300145');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to my investments' }).click();
  // Thandi's unit trusts were R98 430.12.
  await page.getByRole('button', { name: /Investments - Unit Trust/ }).click();
  await expect(page.getByRole('region', { name: /Investments - Unit Trust/ })).toContainText('R108 430.12');
});

test.describe('with no bank details on record', () => {
  // The API answers the latest bank details with 404, which Chromium logs.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('a new customer buys a unit trust in two funds by debit order, adding bank details on the way', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'new.user@example.co.za');
    const purchases = recordPurchases(page, '/v4/api/buy/UnitTrust/');
    await page.goto('/app/buy/unit-trust');
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByRole('checkbox', { name: 'Income Fund' }).check();
    await page.getByRole('checkbox', { name: 'Balanced Fund' }).check();
    await next.click();
    await page.getByRole('radio', { name: 'Salary' }).check();
    await page.getByRole('radio', { name: 'No' }).check();
    await next.click();

    await expect(page.getByRole('heading', { name: 'Step 3 of 5: Your contributions' })).toBeFocused();
    // In the order offered, whatever order they were ticked in.
    const labels = page.getByRole('group').filter({ has: page.getByRole('textbox') });
    await expect(labels.first()).toHaveAccessibleName('Balanced Fund');
    await page.getByRole('textbox', { name: 'Lump sum for the Balanced Fund (R)' }).fill('5000');
    await page.getByRole('textbox', { name: 'Monthly amount for the Balanced Fund (R)' }).fill('500');
    await page.getByRole('textbox', { name: 'Monthly amount for the Income Fund (R)' }).fill('499');
    await pressAndExpectSummary(page, next, ['Income Fund: The minimum monthly amount is R500.00']);
    await page.getByRole('textbox', { name: 'Monthly amount for the Income Fund (R)' }).fill('750');
    await next.click();

    await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeFocused();
    // No bank details on record yet: the summary's link goes to the first field of the ones to add.
    await expect(page.getByRole('combobox', { name: /Bank/ })).toBeVisible();
    const summary = await pressAndExpectSummary(page, next, [
      'Please confirm your bank details for the debit order',
    ]);
    await summary.getByRole('link').click();
    await expect(page.getByRole('combobox', { name: /Bank/ })).toBeFocused();
    await page.getByRole('radio', { name: /Debit Order/ }).check();
    await page.getByRole('combobox', { name: /Bank/ }).selectOption('ABSA Bank');
    await page.getByRole('textbox', { name: /Account number/ }).fill('40123456789');
    await page.getByRole('textbox', { name: /Account holder/ }).fill('N User');
    await page.getByRole('button', { name: 'Save bank details' }).click();
    await expect(page.getByText('*******6789')).toBeVisible();
    await page.getByRole('checkbox', { name: /These are my bank details/ }).check();
    await expectNoAxeViolations(page);
    await next.click();

    await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeFocused();
    await expect(page.getByLabel('Your answers')).toContainText('Balanced Fund, Income Fund');
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page
      .getByRole('checkbox', {
        name: /I authorise Fedgroup to debit R1 250.00 on the 1st of every month from ABSA Bank/,
      })
      .check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
    expect(purchases.bodies).toHaveLength(1);
    const body = Object.fromEntries(purchases.bodies[0] ?? []);
    expect(body.IsDebit).toBe('true');
    expect(JSON.parse(body.FundChoices ?? '')).toEqual([
      { FundCode: 'FGBAL', FundName: 'Balanced Fund', LumpSumAmount: 5000, MonthlyAmount: 500 },
      { FundCode: 'FGINC', FundName: 'Income Fund', LumpSumAmount: 0, MonthlyAmount: 750 },
    ]);
    expect(JSON.parse(body.ConfirmedBankDetail ?? '')).toMatchObject({
      AccountNumber: '40123456789',
      AccountHolderName: 'N User',
      BankName: 'ABSA Bank',
    });
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to my investments' }).click();
    await expect(page.getByRole('button', { name: /Unit Trust/ })).toBeVisible();
  });
});

import { formatCurrency } from '../src/domain/format-currency';
import { taxYearOf } from '../src/domain/tax-free-allowance';
import { remainingDebitMonths } from '../src/domain/tax-free-months';
import { expectNoAxeViolations } from './support/axe';
import { recordPurchases } from './support/buy';
import { pressAndExpectSummary } from './support/form-feedback';
import { tabTo } from './support/host-page';
import { resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('buys tax-free savings as Thandi (R24 000 in this tax year): the meter, the limit to the rand, one POST', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  const purchases = recordPurchases(page, '/v4/api/buy/TaxFreeInvestment');
  await page.goto('/app/buy/tax-free-investment');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a Tax-Free Savings Account' })).toBeVisible();
  await expect(page).toHaveTitle(/Tax-Free Savings Account/);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
  await expectNoAxeViolations(page);
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeFocused();
  await page.getByRole('radio', { name: 'Savings' }).check();
  await page.getByRole('radio', { name: 'No' }).check();
  await expectNoAxeViolations(page);
  await next.click();

  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Investment options' })).toBeFocused();
  // The sandbox holds R24 000 for Thandi in every tax year; the limit is R46 000 from 2026/27 on.
  const taxYear = taxYearOf(new Date());
  const meter = page.getByRole('region', { name: 'Your tax-free allowance' });
  const figure = (term: string | RegExp) =>
    meter.locator('div', { has: page.getByRole('term').filter({ hasText: term }) }).getByRole('definition');
  await expect(figure(`Limit for the ${taxYear}/${(taxYear + 1) % 100} tax year`)).toHaveText('R46 000.00');
  await expect(figure('Already in this tax year')).toHaveText('R24 000.00');
  await expect(figure('Left this tax year')).toHaveText('R22 000.00');
  await expect(figure('Lifetime limit')).toHaveText('R500 000.00');
  await pressAndExpectSummary(page, next, ['Please enter a lump sum, a monthly amount, or both']);

  const lumpSum = page.getByRole('textbox', { name: /Lump sum/ });
  const monthly = page.getByRole('textbox', { name: /Monthly amount/ });
  // Once Next has been pressed, each message follows the answers as they change.
  await lumpSum.fill('22001');
  await expect(lumpSum).toHaveAccessibleDescription(/goes R1.00 over your tax-free allowance.*40%/);
  // A monthly amount that crosses the limit with the debits left before March (in February none are).
  const debits = remainingDebitMonths(new Date());
  const perMonth = debits > 0 ? Math.floor(12_000 / debits) + 1 : 500;
  await lumpSum.fill('10000');
  await monthly.fill(String(perMonth));
  await expect(figure(/^This purchase adds/)).toHaveText(formatCurrency(10_000 + debits * perMonth));
  if (debits > 0) {
    await expect(monthly).toHaveAccessibleDescription(/goes R[\d ]+\.\d\d over your tax-free allowance/);
  } else {
    await expect(monthly).not.toHaveAttribute('aria-invalid', 'true');
  }
  await monthly.fill('');
  await lumpSum.fill('22000');
  await expect(lumpSum).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await next.click();

  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeFocused();
  await expectNoAxeViolations(page);
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeFocused();
  await expect(
    page.getByLabel('Your answers').getByRole('definition').filter({ hasText: 'R22 000.00' }),
  ).toHaveCount(1);
  // The totals box: paid now, the tax year's total and the allowance it leaves.
  await expect(page.getByLabel('What you pay')).toHaveText(
    'Pay now by EFTR22 000.00Total this tax yearR22 000.00',
  );
  await expect(
    page.getByText('Leaves R0.00 of the R22 000.00 left in your tax-free allowance this tax year.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
  expect(purchases.bodies).toHaveLength(1);
  expect(Object.fromEntries(purchases.bodies[0] ?? [])).toMatchObject({
    Amount: '22000',
    RecurringAmount: '0',
    IsDebit: 'false',
    PartyID: '300145',
    CountryOfTaxResidenceID: '263',
    SourceOfFundsSelectedOption: '1',
    IsPIP: 'false',
    PurchaseMethod: 'Web Buy',
  });
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to my investments' }).click();
  // Thandi's tax-free account was R61 250.40.
  await page.getByRole('button', { name: 'Investments - Tax-free Savings Account' }).click();
  await expect(page.getByRole('region', { name: 'Investments - Tax-free Savings Account' })).toContainText(
    'R83 250.40',
  );
});

test('a monthly amount is collected by debit order', async ({ page, request }) => {
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/app/buy/tax-free-investment');
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();
  await page.getByRole('radio', { name: 'Salary' }).check();
  await page.getByRole('radio', { name: 'No' }).check();
  await next.click();
  await page.getByRole('textbox', { name: /Monthly amount/ }).fill('1000');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeFocused();
  // Chosen for her, and said why, rather than an EFT left selected that Next would refuse.
  await expect(
    page.getByText('Your monthly amount is collected by debit order, so Debit Order is chosen for you.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /Debit Order/ })).toBeChecked();
  // EFT cannot be chosen for a monthly amount: Next says why.
  await page.getByRole('radio', { name: /EFT/ }).check();
  await pressAndExpectSummary(page, next, [
    'A monthly amount is collected by debit order: please choose Debit Order',
  ]);
  await page.getByRole('radio', { name: /Debit Order/ }).check();
  await page.getByRole('checkbox', { name: /These are my bank details/ }).check();
  await expectNoAxeViolations(page);
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeFocused();
});

test('by keyboard alone, from the first step to the purchase', async ({ page, request }) => {
  await signInAs(page, request, 'thandi@example.co.za');
  const purchases = recordPurchases(page, '/v4/api/buy/TaxFreeInvestment');
  await page.goto('/app/buy/tax-free-investment');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeFocused();
  // Arrow keys move within a radio group; Tab moves on to the next group.
  await tabTo(page, page.getByRole('radio', { name: 'Savings' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Investment options' })).toBeFocused();
  await tabTo(page, page.getByRole('textbox', { name: /Lump sum/ }));
  await page.keyboard.type('5000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeFocused();
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeFocused();
  await tabTo(page, page.getByRole('checkbox', { name: /I accept the/ }));
  await page.keyboard.press('Space');
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
  expect(purchases.bodies).toHaveLength(1);
  expect(purchases.bodies[0]?.get('Amount')).toBe('5000');
});

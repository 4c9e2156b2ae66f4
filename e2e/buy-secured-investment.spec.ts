import { expectNoAxeViolations } from './support/axe';
import { resetSandbox, signInAs } from './support/session';
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
  await expect(page.getByRole('heading', { name: 'Step 1 of 7: Investment details' })).toBeVisible();
  await expect(page.getByText('7.5% a year')).toBeVisible();
  await expect(page.getByText('Maturity rate')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '9.21% a year' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: /Minimum disclosure document/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/app/Customer/wealth');
  await expect(page.getByText(/execution-only purchase/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Source of funds: Next is disabled until every answer is given; Other needs a description.
  await expect(page.getByRole('heading', { name: 'Step 2 of 7: Source of funds' })).toBeFocused();
  await expect(page).toHaveURL(/#step2$/);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: 'Other' }).check();
  await page.getByRole('radio', { name: 'No' }).check();
  await expect(next).toBeDisabled();
  await expect(page.getByText('Please describe where the money comes from')).toBeVisible();
  await page.getByRole('textbox', { name: /Describe the source/ }).fill('Sale of a car');
  await expect(next).toBeEnabled();
  await expectNoAxeViolations(page);
  await next.click();

  // Options: the amount must reach the minimum, said in rand.
  await expect(page.getByRole('heading', { name: 'Step 3 of 7: Investment options' })).toBeFocused();
  const amount = page.getByRole('textbox', { name: /Amount to invest/ });
  await amount.fill('4999');
  await expect(next).toBeDisabled();
  await expect(page.getByText('The minimum investment is R5 000.00').first()).toBeVisible();
  await amount.fill('20000');
  await expect(next).toBeEnabled();
  await expect(page.getByText(/R20 000.00 earns R1 500.00 a year/)).toBeVisible();
  await expectNoAxeViolations(page);
  await next.click();

  // Payment: EFT by default.
  await expect(page.getByRole('heading', { name: 'Step 4 of 7: Payment details' })).toBeFocused();
  await expect(page.getByRole('radio', { name: /EFT/ })).toBeChecked();
  await next.click();

  // Check and confirm: every answer, terms required, Confirm posts once however often it is pressed.
  await expect(page.getByRole('heading', { name: 'Step 5 of 7: Check and confirm' })).toBeFocused();
  const answers = page.getByRole('definition');
  await expect(answers.filter({ hasText: 'R20 000.00' })).toHaveCount(1);
  await expect(answers.filter({ hasText: 'Other: Sale of a car' })).toHaveCount(1);
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await expectNoAxeViolations(page);
  await confirm.dblclick();

  await expect(page.getByRole('heading', { name: 'Step 6 of 7: Summary' })).toBeVisible();
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
  await expect(page.getByText(/Pay R20 000.00 by EFT/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Step 7 of 7: Congratulations' })).toBeVisible();
  await expect(page.getByText('Congratulations!')).toBeVisible();
  await expect(page.getByRole('button', { name: /Next|Continue|Confirm/ })).toHaveCount(0);
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
  await expect(page.getByRole('heading', { name: 'Step 3 of 7: Investment options' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Amount to invest/ })).toHaveValue('12500');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('radio', { name: 'Salary' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
});

import { expectNoAxeViolations } from './support/axe';
import { recordPurchases, walkToConfirm, walkToPayment } from './support/buy';
import { resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

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

import { expect, type Page } from '@playwright/test';

/** Where {@link walkToCheckPage} stops to let its caller look: each step, and step 3 pressed with a problem. */
export type WalkStop =
  | 'investment-details'
  | 'source-of-funds'
  | 'wizard-errors'
  | 'investment-options'
  | 'payment-details'
  | 'check-answers';

/**
 * A signed-in customer's walk through the secured-investment wizard as a person makes it, paying by EFT:
 * step 3 pressed with R4 999 (the error summary focused), then R20 000, to the check page with the terms
 * accepted. `at` is awaited at every stop (the gallery draws each; the screens test compares two).
 */
export async function walkToCheckPage(page: Page, at: (stop: WalkStop) => Promise<void>): Promise<void> {
  const next = page.getByRole('button', { name: 'Next' });
  const step = (n: number, title: string) => page.getByRole('heading', { name: `Step ${n} of 5: ${title}` });
  await page.goto('/app/buy/secured-investment');
  await expect(step(1, 'Investment details')).toBeVisible();
  await at('investment-details');
  await next.click();
  await expect(step(2, 'Source of funds')).toBeVisible();
  await page.getByRole('radio', { name: 'Salary' }).check();
  await page.getByRole('radio', { name: 'No' }).check();
  await at('source-of-funds');
  await next.click();
  await expect(step(3, 'Investment options')).toBeVisible();
  const amount = page.getByRole('textbox', { name: /Amount to invest/ });
  await amount.fill('4999');
  await next.click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
  await at('wizard-errors');
  await amount.fill('20000');
  await at('investment-options');
  await next.click();
  await expect(step(4, 'Payment details')).toBeVisible();
  await at('payment-details');
  await next.click();
  await expect(step(5, 'Check and confirm')).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await at('check-answers');
}

import { expect, type Page } from '@playwright/test';

/** The purchase posts of a page, as sent: one form body and key per POST to `path`. */
export function recordPurchases(
  page: Page,
  path = '/v4/api/buy/SecuredInvestment',
): { bodies: URLSearchParams[]; keys: string[] } {
  const sent = { bodies: [] as URLSearchParams[], keys: [] as string[] };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(path)) {
      sent.bodies.push(new URLSearchParams(request.postData() ?? ''));
      sent.keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return sent;
}

/** From step 1 of the secured investment to its payment step: Salary, not a PIP, `amount` rand. */
export async function walkToPayment(page: Page, amount = '20000'): Promise<void> {
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeFocused();
  await page.getByRole('radio', { name: 'Salary' }).check();
  await page.getByRole('radio', { name: 'No' }).check();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Investment options' })).toBeFocused();
  await page.getByRole('textbox', { name: /Amount to invest/ }).fill(amount);
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Payment details' })).toBeFocused();
}

/** From step 1 to the check-and-confirm step, paying by EFT. */
export async function walkToConfirm(page: Page, amount = '20000'): Promise<void> {
  await walkToPayment(page, amount);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Check and confirm' })).toBeFocused();
}

/** Makes the sandbox answer `path` with a fault (status, dropped connection…) for the next `times` calls. */
export async function injectFault(page: Page, fault: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/__sandbox/faults', { data: fault });
  expect(response.ok()).toBe(true);
}

/** Thandi's (or anyone's) tax-free wizard from its route to the options step: Savings, not a PIP. */
export async function walkTaxFreeToOptions(page: Page): Promise<void> {
  const next = page.getByRole('button', { name: 'Next' });
  await page.goto('/app/buy/tax-free-investment');
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
  await next.click();
  await page.getByRole('radio', { name: 'Savings' }).check();
  await page.getByRole('radio', { name: 'No' }).check();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Investment options' })).toBeFocused();
}

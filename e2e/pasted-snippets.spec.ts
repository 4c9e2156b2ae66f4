import type { Page } from '@playwright/test';
import { readmeHtmlSnippets } from './support/pasted-snippets';
import { expect, test } from './support/test';

/** What the snippets' handlers print (they log with console.info), in order. */
function handlerLog(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info') lines.push(message.text());
  });
  return lines;
}

test('snippets pasted onto one page: each handler hears its own widget only', async ({
  page,
  otherOrigin,
}) => {
  // The page is every html snippet of examples/README.md, served by the other site (support/pasted-snippets.ts).
  expect(readmeHtmlSnippets().length).toBeGreaterThanOrEqual(4);
  const log = handlerLog(page);
  await page.goto(`${otherOrigin}/pasted-snippets.html`);

  // The rate-us snippet's tag (the one with handlers), the other snippet's rate-us tag, the contact form.
  const rateUs = page.locator('fg-rate-us[ref="EMAIL-2026-06"]');
  const otherRateUs = page.locator('fg-rate-us:not([ref="EMAIL-2026-06"])');
  const contactForm = page.locator('fg-contact-form');
  await expect(otherRateUs).toHaveCount(1);
  await expect(rateUs.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(otherRateUs.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(contactForm.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The other tags' failures (signed out) and the other rate-us tag's rating reach no handler of rate-us.
  await otherRateUs.getByRole('radio', { name: '3', exact: true }).check();
  await otherRateUs.getByRole('button', { name: 'Send' }).click();
  await expect(otherRateUs.getByText(/Thank you for your submission/)).toBeVisible();

  await rateUs.getByRole('radio', { name: '9', exact: true }).check();
  await rateUs.getByRole('button', { name: 'Send' }).click();
  await expect(rateUs.getByText(/Thank you for your submission/)).toBeVisible();
  await expect.poll(() => log.filter((line) => line.startsWith('rated'))).toEqual(['rated 9']);
  expect(log.filter((line) => line.startsWith('lead for'))).toEqual([]);

  await contactForm.getByRole('textbox', { name: 'First name' }).fill('Lerato');
  await contactForm.getByRole('textbox', { name: 'Last name' }).fill('Nkosi');
  await contactForm.getByRole('textbox', { name: 'Email address' }).fill('lerato@example.co.za');
  await contactForm.getByRole('textbox', { name: 'Contact number' }).fill('063 555 0127');
  await contactForm.getByRole('textbox', { name: 'Message' }).fill('Please call after five');
  await contactForm.getByRole('button', { name: 'Submit' }).click();
  await expect(contactForm.getByText('Your request was submitted successfully')).toBeVisible();
  await expect.poll(() => log.filter((line) => line.startsWith('lead for'))).toEqual(['lead for Unit Trust']);

  // Each handler ran once, for its own widget; none heard another tag's submission or failure.
  expect(log.filter((line) => line.startsWith('rated'))).toEqual(['rated 9']);
  expect(log.filter((line) => line.startsWith('rating failed'))).toEqual([]);
  expect(log.filter((line) => line.startsWith('now invested in'))).toEqual([]);
});

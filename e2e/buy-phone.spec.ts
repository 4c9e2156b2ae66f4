import { expectNoAxeViolations } from './support/axe';
import { walkTaxFreeToOptions } from './support/buy';
import { resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

// Issue 27, the buy wizards' slice: a compact progress header on a phone, the main action first, Back
// as a quiet link, and the tax-free allowance in the danger colour past the limit.

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('on a phone the progress is a compact header of at most 48 px, Next comes first at full width, and Back is a quiet link', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/app/buy/secured-investment');
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
  // The header says where the customer is and what comes next; the heading under it names the step.
  const header = page.getByText('Step 1 of 5', { exact: true });
  await expect(header).toBeVisible();
  await expect(page.getByText('Next: Source of funds')).toBeVisible();
  await expect(header.locator('../..')).not.toContainText('Investment details');
  const box = await header.locator('../..').boundingBox();
  expect(box?.height ?? 99).toBeLessThanOrEqual(48);
  // The list of steps stays for screen readers, out of sight.
  const steps = page.getByRole('list', { name: 'Secured Investment progress' });
  await expect(steps).toHaveCount(1);
  expect((await steps.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);

  const next = page.getByRole('button', { name: 'Next' });
  const cancel = page.getByRole('link', { name: 'Cancel purchase' });
  const [nextBox, cancelBox] = [await next.boundingBox(), await cancel.boundingBox()];
  // The way out sits above the steps, away from the main action under them.
  expect(cancelBox?.y ?? 0).toBeLessThan(nextBox?.y ?? 0);
  expect(nextBox?.width ?? 0).toBeGreaterThan(300);
  // Cancel purchase is a link in the text style, not a button like Previous.
  expect(await cancel.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  await expectNoAxeViolations(page);

  await next.click();
  await expect(page.getByText('Step 2 of 5', { exact: true })).toBeVisible();
  await expect(page.getByText('Next: Investment options')).toBeVisible();
  const previous = page.getByRole('button', { name: 'Previous' });
  expect(await previous.evaluate((button) => getComputedStyle(button).borderStyle)).toBe('solid');
});

test('at 1280 px the five steps the customer fills in sit on one row', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/app/buy/secured-investment');
  const steps = page.getByRole('list', { name: 'Secured Investment progress' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  const tops = await steps.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  await expect(page.getByText('Step 1 of 5', { exact: true })).toBeHidden();
});

test('past the tax-free limit the meter turns to the danger colour and the excess shows beside the amount', async ({
  page,
  request,
}) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await signInAs(page, request, 'thandi@example.co.za');
    await walkTaxFreeToOptions(page);
    const lumpSum = page.getByRole('textbox', { name: /Lump sum/ });
    await lumpSum.fill('50000');
    await expect(lumpSum).toHaveAttribute('aria-invalid', 'true');
    await expect(lumpSum).toHaveAccessibleDescription(
      /This goes R28\u00a0000.00 over your tax-free allowance/,
    );
    const meter = page.getByRole('region', { name: 'Your tax-free allowance' });
    await expect(meter.getByRole('definition').filter({ hasText: 'R28 000.00' })).toBeVisible();
    const purchase = meter.locator('[data-segment="adding"]');
    // The danger token, #B3261E.
    await expect(purchase).toHaveCSS('background-color', 'rgb(179, 38, 30)');
    await expectNoAxeViolations(page);
    await lumpSum.fill('5000');
    await expect(lumpSum).not.toHaveAttribute('aria-invalid', 'true');
    // Back to the purchase's own colour, not merely out of the danger one.
    await expect(purchase).toHaveCSS('opacity', '0.55');
    await expect(purchase).not.toHaveCSS('background-color', 'rgb(179, 38, 30)');
    await page.getByRole('link', { name: 'Cancel purchase' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this purchase?' })
      .getByRole('link', { name: 'Yes, cancel purchase' })
      .click();
    await expect(page.getByRole('heading', { name: 'Step 3 of 5: Investment options' })).toHaveCount(0);
  }
});

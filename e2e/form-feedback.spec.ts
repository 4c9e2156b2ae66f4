import { expectNoAxeViolations } from './support/axe';
import { walkTaxFreeToOptions } from './support/buy';
import { pressAndExpectSummary } from './support/form-feedback';
import { resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

/**
 * The one feedback pattern (DESIGN.md §6 A) on the buy steps, on a phone and a desktop: Next is never
 * disabled for an answer still to give; pressing it shows the summary, focused and in view, with a link
 * to each field; a field left invalid shows its message beside it; the tax-free meter goes to the danger
 * colour past the limit; and the phone's progress header stays compact.
 */
const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

for (const size of WIDTHS) {
  test.describe(`at ${size.width} × ${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('secured investment: progress, every reason as a link, a field left invalid, the amount tidied', async ({
      page,
      request,
    }) => {
      await signInAs(page, request, 'thandi@example.co.za');
      await page.goto('/app/buy/secured-investment');
      await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
      const header = page.getByText('Step 1 of 5', { exact: true });
      const stepper = page.getByRole('list', { name: 'Secured Investment progress' });
      if (size.width < 768) {
        await expect(header).toBeVisible();
        const height = await header.evaluate(
          (text) => text.parentElement?.parentElement?.getBoundingClientRect().height ?? 0,
        );
        expect(height).toBeGreaterThan(0);
        expect(height).toBeLessThanOrEqual(48);
      } else {
        await expect(header).toBeHidden();
        // The full stepper on one row.
        await expect(stepper.getByRole('listitem')).toHaveCount(5);
        const tops = await stepper
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
      }
      const next = page.getByRole('button', { name: 'Next' });
      await next.click();

      // Source of funds: Next says what is missing, in page order, each a link to its field.
      await expect(page.getByRole('heading', { name: 'Step 2 of 5: Source of funds' })).toBeFocused();
      const summary = await pressAndExpectSummary(page, next, [
        'Please choose where the money comes from',
        'Please answer Yes or No',
      ]);
      await expect(summary).toBeInViewport();
      await summary.getByRole('link', { name: 'Please answer Yes or No' }).click();
      await expect(page.getByRole('radio', { name: 'Yes' })).toBeFocused();
      await summary.getByRole('link', { name: 'Please choose where the money comes from' }).click();
      await expect(page.getByRole('radio').first()).toBeFocused();
      await page.getByRole('radio', { name: 'Other' }).check();
      // After a try the messages follow the answers: Other asks for its description beside the field.
      const describe = page.getByRole('textbox', { name: /Describe the source/ });
      await expect(describe).toHaveAttribute('aria-invalid', 'true');
      await expect(describe).toHaveAccessibleDescription(/Please describe where the money comes from/);
      await pressAndExpectSummary(page, next, [
        'Please describe where the money comes from',
        'Please answer Yes or No',
      ]);
      await summary.getByRole('link', { name: 'Please describe where the money comes from' }).click();
      await expect(describe).toBeFocused();
      await expectNoAxeViolations(page);
      await describe.fill('Sale of a car');
      await page.getByRole('radio', { name: 'No' }).check();
      await next.click();

      // Options: the amount left too low says why beside it; a good one is tidied when left.
      await expect(page.getByRole('heading', { name: 'Step 3 of 5: Investment options' })).toBeFocused();
      const amount = page.getByRole('textbox', { name: /Amount to invest/ });
      await expect(amount).toHaveAttribute('inputmode', 'decimal');
      await amount.fill('4999');
      await amount.press('Tab');
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount).toHaveAccessibleDescription(/The minimum investment is R5\u00a0000.00/);
      await pressAndExpectSummary(page, next, ['The minimum investment is R5 000.00']);
      await expectNoAxeViolations(page);
      await amount.fill('20000');
      await amount.press('Tab');
      await expect(amount).toHaveValue('20 000.00');
      await expect(amount).not.toHaveAttribute('aria-invalid', 'true');

      // The main action first (full width on a phone); Cancel purchase, which leaves, a link unlike Previous.
      const nextBox = await next.boundingBox();
      const previousBox = await page.getByRole('button', { name: 'Previous' }).boundingBox();
      await expect(page.getByRole('link', { name: 'Cancel purchase' })).toBeVisible();
      if (size.width < 768) {
        expect(nextBox && previousBox && nextBox.y < previousBox.y).toBe(true);
        expect(nextBox?.width).toBeGreaterThan(size.width - 80);
      }
      await expectNoAxeViolations(page);
    });

    test('tax-free: past the limit the meter turns to the danger colour, the excess beside the amount', async ({
      page,
      request,
    }) => {
      await signInAs(page, request, 'thandi@example.co.za');
      await walkTaxFreeToOptions(page);
      const lumpSum = page.getByRole('textbox', { name: /Lump sum/ });
      await expect(lumpSum).toHaveAttribute('inputmode', 'decimal');
      // Thandi has R24 000 in this tax year of R46 000: R30 000 goes R8 000 over.
      await lumpSum.fill('30000');
      await lumpSum.press('Tab');
      await expect(lumpSum).toHaveValue('30 000.00');
      await expect(lumpSum).toHaveAttribute('aria-invalid', 'true');
      await expect(lumpSum).toHaveAccessibleDescription(
        /This goes R8\u00a0000.00 over your tax-free allowance/,
      );
      await pressAndExpectSummary(page, page.getByRole('button', { name: 'Next' }), [
        'This goes R8 000.00 over your tax-free allowance for this tax year. SARS taxes contributions above the limit at 40%.',
      ]);
      const meter = page.getByRole('region', { name: 'Your tax-free allowance' });
      const excess = meter
        .locator('div', { has: page.getByRole('term').filter({ hasText: 'Over the limit by' }) })
        .getByRole('definition');
      await expect(excess).toHaveText('R8 000.00');
      const danger = await excess.evaluate((element) => getComputedStyle(element).color);
      const segments = await meter.evaluate((region) =>
        Array.from(region.querySelectorAll('[data-segment]'), (segment) => [
          segment.getAttribute('data-segment'),
          getComputedStyle(segment).backgroundColor,
        ]),
      );
      expect(segments.map(([name]) => name)).toEqual(['withUs', 'elsewhere', 'adding']);
      expect(Object.fromEntries(segments).adding).toBe(danger);
      await expectNoAxeViolations(page);
    });
  });
}

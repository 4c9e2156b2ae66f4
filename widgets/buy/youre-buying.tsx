import { formatCurrency } from '../../src/domain/format-currency';
import { numericAttribute, type ProductAttribute } from '../../src/domain/product-attributes';
import type { HeadingLevel } from '../../src/ui/heading';
import { FactsPanel } from './facts-panel';
import { productRates } from './product-rates';

/**
 * The least a purchase may be, as the attributes give it: 'R5 000.00 once-off or R500.00 a month'
 * where both a lump sum and a monthly amount are offered, else the one minimum; undefined with none.
 * @internal
 */
export function minimumText(attributes: readonly ProductAttribute[]): string | undefined {
  const lumpSum = numericAttribute(attributes, 'MinimumLumpSumInvestmentAmount');
  const monthly = numericAttribute(attributes, 'MinimumMonthlyContributionInvestmentAmount');
  const once = lumpSum ? `${formatCurrency(lumpSum)} once-off` : undefined;
  const each = monthly ? `${formatCurrency(monthly)} a month` : undefined;
  if (once || each) return [once, each].filter(Boolean).join(' or ');
  const minimum = numericAttribute(attributes, 'MinimumInvestmentAmount');
  return minimum ? formatCurrency(minimum) : undefined;
}

/**
 * "You're buying" beside every step (DESIGN.md §4 c, review m29, m32): the product, its rates, the
 * minimum, and for a tax-free account the allowance left this tax year, from the first step on. Only
 * figures the attributes give.
 */
export function YoureBuying({
  productName,
  attributes,
  headingLevel,
}: {
  productName: string;
  attributes: readonly ProductAttribute[];
  headingLevel: HeadingLevel;
}) {
  const minimum = minimumText(attributes);
  const allowanceLeft = numericAttribute(attributes, 'TaxFreeContributionsRemaining');
  const facts: [string, string][] = [
    ...productRates(attributes),
    ...(minimum ? [['Minimum', minimum] as [string, string]] : []),
    ...(allowanceLeft !== undefined
      ? [['Allowance left', formatCurrency(allowanceLeft)] as [string, string]]
      : []),
  ];
  return <FactsPanel eyebrow="You're buying" title={productName} headingLevel={headingLevel} facts={facts} />;
}

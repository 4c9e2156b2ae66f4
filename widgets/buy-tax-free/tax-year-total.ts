import { formatCalendarDate } from '../../src/domain/calendar-date';
import { formatCurrency } from '../../src/domain/format-currency';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import { type PeriodTotal, randIn } from '../buy';
import { allowanceOf, monthName, type TaxFreeAnswers } from './tax-free-rules';

/**
 * The check page's tax-year total (DESIGN §4 d): the lump sum and the debits before the tax year ends,
 * and the allowance that leaves; a monthly amount also says when its debits start counting toward the
 * next tax year.
 */
export function taxYearTotal(
  draft: TaxFreeAnswers,
  attributes: readonly ProductAttribute[],
  today = new Date(),
): PeriodTotal {
  const plan = allowanceOf(draft, attributes, today);
  const nextYearStarts = `${plan.taxYear + 1}-${String((plan.lastMonth % 12) + 1).padStart(2, '0')}-01`;
  const leaves = `Leaves ${formatCurrency(Math.max(plan.left - plan.adding, 0))} of the ${formatCurrency(plan.left)} left in your tax-free allowance this tax year.`;
  const nextYear =
    randIn(draft.monthly) > 0
      ? ` From ${formatCalendarDate(nextYearStarts)} the debit order counts toward the next tax year.`
      : '';
  return {
    debits: { label: `Debit orders to the end of ${monthName(plan.lastMonth)}`, count: plan.debits },
    label: 'Total this tax year',
    amount: plan.adding,
    note: `${leaves}${nextYear}`,
  };
}

import type { PanelSummary } from '../../../src/api/dashboard';
import { BUY_ROUTES } from '../../../src/domain/buy-routing';
import { formatCalendarDate } from '../../../src/domain/calendar-date';
import { formatCurrency } from '../../../src/domain/format-currency';
import { NAVIGATION_ITEM_ID } from '../../../src/domain/navigation';
import { CUSTOMER_ROUTES } from './customer-routes';
import { lineValue, randLine } from './product-figures';

/** A card's next-action strip (DESIGN §3 Cards): a sentence with its key figure in bold, and a verb link. */
export interface NextAction {
  text: string;
  figure: string;
  after: string;
  link: { label: string; href: string };
}

/**
 * The last day of the tax year `today` falls in: the end of February (the tax year starts on 1 March).
 * Worked out here rather than with the buy wizard's tax-year rules, 0.8 KB more on the way to the dashboard.
 */
function taxYearEnd(today: Date): string {
  const year = today.getMonth() >= 2 ? today.getFullYear() + 1 : today.getFullYear();
  const lastOfFebruary = new Date(year, 2, 0).getDate();
  return formatCalendarDate(`${year}-02-${lastOfFebruary}`);
}

/**
 * What the customer can do next in a category, from what its products' summaries say (nothing invented):
 * the tax-free allowance still open this tax year (an investments card), the beneficiaries named on cover
 * (employee benefits). Undefined where the summaries say nothing to act on.
 */
export function nextActionOf(
  categoryId: number,
  summaries: readonly Pick<PanelSummary, 'Blocks'>[],
  today = new Date(),
): NextAction | undefined {
  if (categoryId === NAVIGATION_ITEM_ID.wealth) {
    const allowance = summaries
      .map((summary) => randLine(summary, ['remaining annual allowance']))
      .find((cents) => cents !== undefined && cents > 0);
    if (allowance === undefined) return undefined;
    return {
      text: 'You can still add ',
      figure: formatCurrency(allowance / 100),
      after: ` tax-free until ${taxYearEnd(today)}.`,
      link: { label: 'Add to tax-free savings', href: BUY_ROUTES.taxFreeInvestment },
    };
  }
  if (categoryId === NAVIGATION_ITEM_ID.employeeBenefits) {
    const beneficiaries = summaries.map((summary) => lineValue(summary, 'beneficiaries')).find(Boolean);
    if (!beneficiaries) return undefined;
    return {
      text: 'Beneficiaries: ',
      figure: beneficiaries,
      after: '',
      link: { label: 'Check beneficiaries', href: CUSTOMER_ROUTES.employeeBenefits },
    };
  }
  return undefined;
}

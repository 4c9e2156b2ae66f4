import { parseDate } from './parse-date';

/** A tax year has 12 months (§9). */
export const TAX_YEAR_MONTHS = 12;
/** The South African tax year starts on 1 March. */
export const DEFAULT_TAX_YEAR_START_MONTH = 3;

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Reads the TaxYearStart product attribute as a month from 1 to 12. It may be a month number (3 or '03'),
 * a month name ('March'), or a date ('2024-03-01', '2024-03-01T00:00:00') whose month is taken.
 * Anything else, including nothing, gives March.
 */
export function taxYearStartMonth(taxYearStart?: number | string | null): number {
  if (typeof taxYearStart === 'number') {
    return Number.isInteger(taxYearStart) && taxYearStart >= 1 && taxYearStart <= 12
      ? taxYearStart
      : DEFAULT_TAX_YEAR_START_MONTH;
  }
  const text = (taxYearStart ?? '').trim();
  if (/^\d{1,2}$/.test(text)) return taxYearStartMonth(Number(text));
  const named = MONTH_NAMES.indexOf(text.slice(0, 3).toLowerCase());
  if (named >= 0 && /^[a-z]+$/i.test(text)) return named + 1;
  const date = /^\d{4}-\d{2}-\d{2}/.test(text) ? parseDate(text) : undefined;
  return date ? date.month() + 1 : DEFAULT_TAX_YEAR_START_MONTH;
}

/**
 * Months left in the current tax year, counting the current month: contributions can still be made
 * this month, so the month the tax year starts gives 12 and the month before it gives 1
 * (with a March start: March 12, April 11, … January 2, February 1). The spec leaves the exact rule open;
 * this is the reading that never lets a planned monthly debit fall into the next tax year.
 */
export function remainingTaxYearMonths(now: Date, taxYearStart?: number | string | null): number {
  const start = taxYearStartMonth(taxYearStart);
  const current = now.getMonth() + 1;
  return ((start - current + TAX_YEAR_MONTHS - 1) % TAX_YEAR_MONTHS) + 1;
}

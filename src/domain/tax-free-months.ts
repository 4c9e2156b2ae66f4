/** A tax year has 12 months (§9). */
const TAX_YEAR_MONTHS = 12;
/** The South African tax year starts on 1 March. */
const DEFAULT_TAX_YEAR_START_MONTH = 3;

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
  // Read by hand rather than with dayjs: this rule ships in <fg-buy-tax-free>, and a month is two digits.
  const month = Number(/^\d{4}-(\d{2})-\d{2}/.exec(text)?.[1]);
  return month >= 1 && month <= 12 ? month : DEFAULT_TAX_YEAR_START_MONTH;
}

/**
 * Monthly debits a tax-free purchase made on `today` still collects in this tax year: lump sum plus
 * this many times the monthly amount is what the purchase adds to the year (spec §5, whose exact rule
 * is open). Our rule follows when a new debit order actually runs: the first debit is on the 1st of
 * the month after the purchase (the bank must first approve the DebiCheck mandate, so this month's
 * debit cannot be counted on), then one on the 1st of every month. The tax year ends with the month
 * before TaxYearStart (February), so a purchase in March collects 11 debits this year (April to
 * February), in January 1, and in February none: its first debit belongs to the next tax year.
 */
export function remainingDebitMonths(today: Date, taxYearStart?: number | string | null): number {
  const lastMonth = taxYearStartMonth(taxYearStart) - 1 || TAX_YEAR_MONTHS;
  return (lastMonth - (today.getMonth() + 1) + TAX_YEAR_MONTHS) % TAX_YEAR_MONTHS;
}

/**
 * The day a new debit order first runs: the 1st of the month after the purchase (the bank must first
 * approve the DebiCheck mandate), as YYYY-MM-DD. Read by remainingDebitMonths' rule and shown on the receipt.
 */
export function firstDebitDate(today: Date): string {
  const month = today.getMonth() + 1;
  const year = today.getFullYear() + (month === 12 ? 1 : 0);
  return `${year}-${String((month % 12) + 1).padStart(2, '0')}-01`;
}

import { formatCalendarDate } from '../../src/domain/calendar-date';
import { formatCurrency } from '../../src/domain/format-currency';
import type { LinkTerms } from '../../src/domain/link-terms';

// What a link page says about its deal (DESIGN.md §4 i): only figures the API gave or that follow from
// them; a slot with no source is left out (§7).

/** The term a category names ('Fixed 12 months' → '12 months'); undefined when it names none. */
export function termOf(category: string): string | undefined {
  const [, count, unit] = /\b(\d{1,3})\s*(month|year)s?\b/i.exec(category) ?? [];
  if (!count || !unit || Number(count) === 0) return undefined;
  return `${Number(count)} ${unit.toLowerCase()}${Number(count) === 1 ? '' : 's'}`;
}

/** A rate as the customer reads it: '9.21% a year'. */
export const yearlyRate = (rate: number) => `${rate}% a year`;

/** Amount, term (when the category names one) and rate: 'R250 000.00 for 12 months at 9.21% a year'. */
function reinvestment(terms: LinkTerms): string {
  const term = termOf(terms.category);
  return `${formatCurrency(terms.reinvestAmount)}${term ? ` for ${term}` : ''} at ${yearlyRate(terms.maturityRate)}`;
}

/** The whole deal in one line, under the page's heading: 'Reinvest R250 000.00 for 12 months at 9.21% a year'. */
export const reinvestDeal = (terms: LinkTerms) => `Reinvest ${reinvestment(terms)}`;

/** What pressing Confirm does, in one sentence (the e-mail is the spec's success text's promise). */
export const reinvestConfirmDoes = (terms: LinkTerms) =>
  `We reinvest ${reinvestment(terms)}, and e-mail you to confirm it.`;

const DAY_MS = 86_400_000;
/** Whole days from one `YYYY-MM-DD` to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The offer's deadline as the warning notice says it; undefined once it has passed. */
export function offerStands(
  expiryDate: string,
  today: string,
): { title: string; detail: string } | undefined {
  const left = daysBetween(today, expiryDate);
  if (!(left >= 0)) return undefined;
  const days = left === 0 ? 'Today is the last day' : `${left} ${left === 1 ? 'day' : 'days'} left`;
  return {
    title: `This offer stands until ${formatCalendarDate(expiryDate)}`,
    detail: `${days}. After that this link expires and you will need to call us.`,
  };
}

/** 'This link expired on 27 Dec 2026' once the expiry day is today or past; undefined before it. */
export function expiredOn(expiryDate: string, today: string): string | undefined {
  return daysBetween(today, expiryDate) <= 0
    ? `This link expired on ${formatCalendarDate(expiryDate)}`
    : undefined;
}

import { formatCalendarDate } from '../../src/domain/calendar-date';
import { formatCurrency } from '../../src/domain/format-currency';
import { addRand } from '../../src/domain/money';
import type { MoneyMovement } from './buy-receipt';

/** What a debit order will collect, and from where: the facts its DebiCheck mandate must name. */
export interface DebitOrderTerms {
  /** Collected once, on the first debit date. */
  lumpSums: readonly MoneyMovement[];
  /** Collected every month from the first debit date. */
  monthly: readonly MoneyMovement[];
  /** The account, as the customer knows it ('Capitec Bank *******7789'); empty while unknown. */
  account: string;
  /** The first debit date, YYYY-MM-DD (the 1st of a month: firstDebitDate). */
  firstDebit: string;
}

/** What the movements add up to, in rand. */
export const movementTotal = (movements: readonly MoneyMovement[]) =>
  addRand(...movements.map((line) => line.amount));

/** The day of the month a monthly debit runs on, as words say it: '1st', '2nd', '25th'. */
export function dayOfMonth(isoDate: string): string {
  const day = Number(isoDate.slice(8, 10));
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/**
 * The mandate the customer accepts at Confirm (DESIGN.md §4 d, review m33): it names the amount, the
 * day, the account and the first date, so the bank's DebiCheck request holds no surprise.
 */
export function mandateText(terms: DebitOrderTerms): string {
  const from = terms.account ? `from ${terms.account}` : 'from my bank account';
  const first = formatCalendarDate(terms.firstDebit);
  const monthly = movementTotal(terms.monthly);
  const once = movementTotal(terms.lumpSums);
  const onceOff = once > 0 ? `${formatCurrency(once)} once, on ${first}` : '';
  if (monthly <= 0) return `I authorise Fedgroup to debit ${onceOff}, ${from}.`;
  const recurring = `${formatCurrency(monthly)} on the ${dayOfMonth(terms.firstDebit)} of every month ${from}, starting ${first}, until I cancel`;
  return `I authorise Fedgroup to debit ${recurring}${onceOff ? `, and ${onceOff}` : ''}.`;
}

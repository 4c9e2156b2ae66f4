/**
 * Money as whole cents. Amounts arrive in rand (as the API and the customer write them) and are turned
 * into integer cents once; sums are made in cents, so a total is exact and can never become Infinity,
 * NaN or a fraction of a cent.
 */

import { randOf } from './rand-of';

/** The most one purchase may carry when the product sets no MaximumInvestmentAmount: R100 000 000. */
export const DEFAULT_MAXIMUM_PURCHASE = 100_000_000;

/**
 * Rand as integer cents: undefined for anything that is not money (not finite, negative, more than
 * two decimals, or too large to count in cents exactly).
 */
export function centsOf(rand: number): number | undefined {
  if (!Number.isFinite(rand) || rand < 0) return undefined;
  const cents = Math.round(rand * 100);
  // 0.29 * 100 is 28.999999999999996: a float's error is far below a tenth of a cent, a third decimal is not.
  if (Math.abs(cents - rand * 100) > 1e-6 || !Number.isSafeInteger(cents)) return undefined;
  return cents;
}

/** Rand added in cents: 0.1 + 0.2 is 0.3. Amounts that are not money count as 0. */
export function addRand(...amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    const cents = centsOf(Math.abs(amount));
    if (cents !== undefined) total += amount < 0 ? -cents : cents;
  }
  return randOf(total);
}

/** What may be wrong with an amount of money, in the order a customer fixes them. */
export type AmountProblem = 'notMoney' | 'belowMinimum' | 'aboveMaximum';

/**
 * The first problem with `rand` as an amount between `minimum` and `maximum` (both in rand), or
 * undefined. An amount of 0 stands for "none" and is left to the caller when `optional`.
 */
export function amountProblem(
  rand: number,
  { minimum = 0, maximum = DEFAULT_MAXIMUM_PURCHASE, optional = false } = {},
): AmountProblem | undefined {
  if (!Number.isFinite(rand) || rand < 0) return 'notMoney';
  // Before the cents: an amount too large to count in cents is still, first of all, too large.
  if (rand > maximum) return 'aboveMaximum';
  const cents = centsOf(rand);
  if (cents === undefined) return 'notMoney';
  if (optional && cents === 0) return undefined;
  if (cents < (centsOf(minimum) ?? 0)) return 'belowMinimum';
  return undefined;
}

import * as z from 'zod/mini';
import { formatCurrency } from '../../src/domain/format-currency';
import { attributeValue, numericAttribute, type ProductAttribute } from '../../src/domain/product-attributes';
import { contributionBounds } from '../../src/domain/purchase-rules';
import type { TypedAmount } from '../../src/domain/rand-amount';
import {
  TAX_FREE_EXCESS_TAX_RATE,
  type TaxFreeAllowance,
  taxFreeAllowance,
} from '../../src/domain/tax-free-allowance';
import { amountField, BUY_MESSAGES, randIn, storedAmount } from '../buy';

/**
 * The tax-free account's own answers, each as typed and in cents (all optional: empty is none): lump
 * sum, monthly amount, and what went in elsewhere.
 */
export type TaxFreeAnswers = {
  lumpSum: TypedAmount;
  monthly: TypedAmount;
  /** Tax-free contributions with other providers this tax year: counted by the meter, never posted. */
  elsewhere: TypedAmount;
};

/** Messages of the tax-free options step (spec §5 gives the rules, not their words). */
export const TAX_FREE_MESSAGES = {
  amount: BUY_MESSAGES.randAmount,
  minimumLumpSum: BUY_MESSAGES.minimumLumpSum,
  minimumMonthly: BUY_MESSAGES.minimumMonthly,
  anyContribution: BUY_MESSAGES.anyContribution,
  overAllowance: (excess: number) =>
    `This goes ${formatCurrency(excess)} over your tax-free allowance for this tax year. SARS taxes contributions above the limit at ${TAX_FREE_EXCESS_TAX_RATE * 100}%.`,
  debitOrderForMonthly: BUY_MESSAGES.debitOrderForMonthly,
} as const;

/** A month's name (2 → 'February'), from the platform rather than a list of our own. */
export const monthName = (month: number) =>
  new Intl.DateTimeFormat('en-ZA', { month: 'long' }).format(new Date(2000, month - 1, 1));

/** The meter's figures for these answers on `today` (unreadable amounts count as 0). */
export function allowanceOf(
  draft: TaxFreeAnswers,
  attributes: readonly ProductAttribute[],
  today = new Date(),
): TaxFreeAllowance {
  return taxFreeAllowance({
    today,
    taxYearStart: attributeValue(attributes, 'TaxYearStart'),
    remainingWithUs: numericAttribute(attributes, 'TaxFreeContributionsRemaining') ?? 0,
    elsewhere: randIn(draft.elsewhere),
    lumpSum: randIn(draft.lumpSum),
    monthly: randIn(draft.monthly),
  });
}

/** The amount that takes these answers over the allowance: the lump sum when it alone does, else the monthly. */
export const crossingField = (draft: TaxFreeAnswers, plan: TaxFreeAllowance): 'lumpSum' | 'monthly' =>
  randIn(draft.lumpSum) > plan.left ? 'lumpSum' : 'monthly';

/** What goes in elsewhere has no bounds of ours: it only has to be an amount. */
const readable = storedAmount.check(z.refine((amount) => amount.cents !== null, TAX_FREE_MESSAGES.amount));

/**
 * Spec §5 tax-free options: a lump sum, if entered, of at least MinimumLumpSumInvestmentAmount; a
 * monthly amount, if entered, of at least MinimumMonthlyContributionInvestmentAmount; one of them above
 * 0; and the lump sum plus the monthly debits left this tax year within the allowance, which counts what
 * the customer declares with other providers. Built per draft, so the message says by how much, on the
 * amount that crosses the limit.
 */
export function taxFreeOptionsSchema(
  attributes: readonly ProductAttribute[],
  draft: TaxFreeAnswers,
  today = new Date(),
) {
  const bounds = contributionBounds(attributes);
  const plan = allowanceOf(draft, attributes, today);
  const crossing = crossingField(draft, plan);
  return z
    .object({
      lumpSum: amountField(bounds.lumpSum, TAX_FREE_MESSAGES.minimumLumpSum),
      monthly: amountField(bounds.monthly, TAX_FREE_MESSAGES.minimumMonthly),
      elsewhere: readable,
    })
    .check(
      z.refine((answers) => (answers.lumpSum.cents ?? 0) > 0 || (answers.monthly.cents ?? 0) > 0, {
        message: TAX_FREE_MESSAGES.anyContribution,
        path: ['lumpSum'],
      }),
      z.refine(() => plan.excess === 0, {
        message: TAX_FREE_MESSAGES.overAllowance(plan.excess),
        path: [crossing],
      }),
    );
}

import * as z from 'zod/mini';
import { formatCurrency } from '../../src/domain/format-currency';
import { numericAttribute, type ProductAttribute } from '../../src/domain/product-attributes';
import { parseRandAmount } from '../../src/domain/rand-amount';
import {
  TAX_FREE_EXCESS_TAX_RATE,
  type TaxFreeAllowance,
  taxFreeAllowance,
} from '../../src/domain/tax-free-allowance';

/** The tax-free account's own answers, as typed: lump sum, monthly amount, and what went in elsewhere. */
export type TaxFreeAnswers = {
  lumpSum: string;
  monthly: string;
  /** Tax-free contributions with other providers this tax year: counted by the meter, never posted. */
  elsewhere: string;
};

/** Messages of the tax-free options step (spec §5 gives the rules, not their words). */
export const TAX_FREE_MESSAGES = {
  amount: 'Please enter an amount in rand, such as 5000 or 5 000.00',
  minimumLumpSum: (minimum: number) => `The minimum lump sum is ${formatCurrency(minimum)}`,
  minimumMonthly: (minimum: number) => `The minimum monthly amount is ${formatCurrency(minimum)}`,
  anyContribution: 'Please enter a lump sum, a monthly amount, or both',
  overAllowance: (excess: number) =>
    `This goes ${formatCurrency(excess)} over your tax-free allowance for this tax year. SARS taxes contributions above the limit at ${TAX_FREE_EXCESS_TAX_RATE * 100}%.`,
  debitOrderForMonthly: 'A monthly amount is collected by debit order: please choose Debit Order',
} as const;

/** An amount as typed: 0 when left empty, undefined when it does not read as rand. */
export const amountOf = (text: string) => (text.trim() === '' ? 0 : parseRandAmount(text));

/** The meter's figures for these answers on `today` (unreadable amounts count as 0). */
export function allowanceOf(
  draft: TaxFreeAnswers,
  attributes: readonly ProductAttribute[],
  today = new Date(),
): TaxFreeAllowance {
  return taxFreeAllowance({
    today,
    remainingWithUs: numericAttribute(attributes, 'TaxFreeContributionsRemaining') ?? 0,
    elsewhere: amountOf(draft.elsewhere) ?? 0,
    lumpSum: amountOf(draft.lumpSum) ?? 0,
    monthly: amountOf(draft.monthly) ?? 0,
  });
}

const readable = z.string().check(z.refine((text) => amountOf(text) !== undefined, TAX_FREE_MESSAGES.amount));

function atLeastIfEntered(minimum: number, message: string) {
  return z.string().check(
    z.refine((text) => amountOf(text) !== undefined, TAX_FREE_MESSAGES.amount),
    z.refine((text) => {
      const amount = amountOf(text) ?? 0;
      return amount === 0 || amount >= minimum;
    }, message),
  );
}

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
  const minimumLumpSum = numericAttribute(attributes, 'MinimumLumpSumInvestmentAmount') ?? 0;
  const minimumMonthly = numericAttribute(attributes, 'MinimumMonthlyContributionInvestmentAmount') ?? 0;
  const plan = allowanceOf(draft, attributes, today);
  const crossing: keyof TaxFreeAnswers = (amountOf(draft.lumpSum) ?? 0) > plan.left ? 'lumpSum' : 'monthly';
  return z
    .object({
      lumpSum: atLeastIfEntered(minimumLumpSum, TAX_FREE_MESSAGES.minimumLumpSum(minimumLumpSum)),
      monthly: atLeastIfEntered(minimumMonthly, TAX_FREE_MESSAGES.minimumMonthly(minimumMonthly)),
      elsewhere: readable,
    })
    .check(
      z.refine((answers) => (amountOf(answers.lumpSum) ?? 0) > 0 || (amountOf(answers.monthly) ?? 0) > 0, {
        message: TAX_FREE_MESSAGES.anyContribution,
        path: ['lumpSum'],
      }),
      z.refine(() => plan.excess === 0, {
        message: TAX_FREE_MESSAGES.overAllowance(plan.excess),
        path: [crossing],
      }),
    );
}

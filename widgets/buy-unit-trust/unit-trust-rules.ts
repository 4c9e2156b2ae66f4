import * as z from 'zod/mini';
import { formatCurrency } from '../../src/domain/format-currency';
import { randOf } from '../../src/domain/money';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import { contributionBounds } from '../../src/domain/purchase-rules';
import type { TypedAmount } from '../../src/domain/rand-amount';
import { BUY_MESSAGES, randIn, storedAmount, typedAmountMessage } from '../buy';
import { type Fund, fundsOf } from './fund-info';

/** One chosen fund and what goes into it, each amount as typed and in cents (optional: empty is none). */
export type FundChoice = { code: string; lumpSum: TypedAmount; monthly: TypedAmount };

/** The unit trust's own answers: the chosen funds, in the order offered, each with its contribution. */
export type UnitTrustAnswers = { choices: FundChoice[] };

/**
 * Messages of the unit trust's steps (spec §5 gives the rules, not their words).
 * @internal
 */
export const UNIT_TRUST_MESSAGES = {
  chooseFund: 'Please choose at least one fund',
  fundWithdrawn: 'A fund you chose is no longer offered: please choose your funds again',
  contributionFor: (fund: string) => `Please enter a lump sum, a monthly amount, or both for the ${fund}`,
} as const;

/** What is wrong with one fund's contribution, per field: unreadable, under the minimum, or nothing in it. */
export function choiceProblems(
  choice: FundChoice,
  fundName: string,
  bounds: ReturnType<typeof contributionBounds>,
): { lumpSum?: string; monthly?: string } {
  const problems = {
    lumpSum: typedAmountMessage(choice.lumpSum, bounds.lumpSum, BUY_MESSAGES.minimumLumpSum),
    monthly: typedAmountMessage(choice.monthly, bounds.monthly, BUY_MESSAGES.minimumMonthly),
  };
  if (
    !problems.lumpSum &&
    !problems.monthly &&
    (choice.lumpSum.cents ?? 0) + (choice.monthly.cents ?? 0) === 0
  ) {
    problems.lumpSum = UNIT_TRUST_MESSAGES.contributionFor(fundName);
  }
  return problems;
}

/** A fund's lump sum or monthly amount in rand, from its cents (0 until it reads as rand). */
export const lumpSumOf = (choice: FundChoice) => randIn(choice.lumpSum);
export const monthlyOf = (choice: FundChoice) => randIn(choice.monthly);
/** The lump sums or the monthly amounts of all the funds, in rand, added in cents. */
export const totalOf = (choices: readonly FundChoice[], field: 'lumpSum' | 'monthly') =>
  randOf(choices.reduce((cents, choice) => cents + (choice[field].cents ?? 0), 0));

/** The fund's name as offered (its code, if it is no longer offered). */
export const fundName = (funds: readonly Fund[], code: string) =>
  funds.find((fund) => fund.FundCode === code)?.FundName ?? code;

/** The chosen funds as the rules and a stored draft read them. */
export const fundChoices = z.array(
  z.object({ code: z.string(), lumpSum: storedAmount, monthly: storedAmount }),
);

const choicesShape = z.object({ choices: fundChoices });

/** Spec §5 unit trust, SelectFundPage: at least one fund chosen, every one of them still offered. */
export function selectFundSchema(attributes: readonly ProductAttribute[]) {
  const offered = new Set(fundsOf(attributes).map((fund) => fund.FundCode));
  return choicesShape.check(
    z.refine((answers) => answers.choices.length > 0, {
      message: UNIT_TRUST_MESSAGES.chooseFund,
      path: ['choices'],
    }),
    z.refine((answers) => answers.choices.every((choice) => offered.has(choice.code)), {
      message: UNIT_TRUST_MESSAGES.fundWithdrawn,
      path: ['choices'],
    }),
  );
}

/** The contribution fields' control names, by fund code: the names the step's messages are keyed by. */
export const contributionFieldName = (field: 'lumpSum' | 'monthly', code: string) => `${field}-${code}`;

/**
 * Spec §5 unit trust, the contribution form: every chosen fund gets a lump sum and/or a monthly amount,
 * each (if entered) at least the attributes' minimum for a fund. Each problem is the field's own (keyed
 * by its control name, so the error summary links to it), and names the fund, as the step shows several.
 */
export function contributionSchema(attributes: readonly ProductAttribute[]) {
  const funds = fundsOf(attributes);
  const bounds = contributionBounds(attributes);
  return choicesShape.check(
    z.refine((answers) => answers.choices.length > 0, {
      message: UNIT_TRUST_MESSAGES.chooseFund,
      path: ['choices'],
    }),
    z.superRefine((answers, context) => {
      for (const choice of answers.choices) {
        const name = fundName(funds, choice.code);
        const problems = choiceProblems(choice, name, bounds);
        for (const field of ['lumpSum', 'monthly'] as const) {
          const problem = problems[field];
          if (!problem) continue;
          context.addIssue({
            code: 'custom',
            message: problem.includes(name) ? problem : `${name}: ${problem}`,
            input: choice,
            path: [contributionFieldName(field, choice.code)],
          });
        }
      }
    }),
  );
}

/** A chosen fund's contribution as the check-your-answers list says it. */
export function contributionText(choice: FundChoice): string {
  const parts = [
    lumpSumOf(choice) > 0 ? `${formatCurrency(lumpSumOf(choice))} now` : '',
    monthlyOf(choice) > 0 ? `${formatCurrency(monthlyOf(choice))} a month` : '',
  ].filter(Boolean);
  return parts.join(' and ');
}

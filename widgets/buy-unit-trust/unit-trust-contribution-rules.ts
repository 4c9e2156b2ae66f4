import * as z from 'zod/mini';
import { formatCurrency } from '../../src/domain/format-currency';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import { contributionBounds } from '../../src/domain/purchase-rules';
import { BUY_MESSAGES, randIn, typedAmountMessage } from '../buy';
import { type Fund, fundsOf } from './fund-info';
import { choicesShape, type FundChoice, UNIT_TRUST_MESSAGES } from './unit-trust-rules';

// The rules and words of the contributions step and what the check page says of them: apart from the
// first step's (unit-trust-rules.ts), as only the later chunk reads them.

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
/** The fund's name as offered (its code, if it is no longer offered). */
export const fundName = (funds: readonly Fund[], code: string) =>
  funds.find((fund) => fund.FundCode === code)?.FundName ?? code;

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

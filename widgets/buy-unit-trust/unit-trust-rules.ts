import * as z from 'zod/mini';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import type { TypedAmount } from '../../src/domain/rand-amount';
import { randOf } from '../../src/domain/rand-of';
import { storedAmount } from '../buy';
import { fundsOf } from './fund-info';

/** One chosen fund and what goes into it, each amount as typed and in cents (optional: empty is none). */
export type FundChoice = { code: string; lumpSum: TypedAmount; monthly: TypedAmount };

/** The unit trust's own answers: the chosen funds, in the order offered, each with its contribution. */
export type UnitTrustAnswers = { choices: FundChoice[] };

/**
 * Messages of the unit trust's steps (spec §5 gives the rules, not their words).
 */
export const UNIT_TRUST_MESSAGES = {
  chooseFund: 'Please choose at least one fund',
  fundWithdrawn: 'A fund you chose is no longer offered: please choose your funds again',
  contributionFor: (fund: string) => `Please enter a lump sum, a monthly amount, or both for the ${fund}`,
} as const;

/** The lump sums or the monthly amounts of all the funds, in rand, added in cents. */
export const totalOf = (choices: readonly FundChoice[], field: 'lumpSum' | 'monthly') =>
  randOf(choices.reduce((cents, choice) => cents + (choice[field].cents ?? 0), 0));

/** The chosen funds as the rules and a stored draft read them. */
export const fundChoices = z.array(
  z.object({ code: z.string(), lumpSum: storedAmount, monthly: storedAmount }),
);

/** The unit trust's answers as its rules read them. */
export const choicesShape = z.object({ choices: fundChoices });

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

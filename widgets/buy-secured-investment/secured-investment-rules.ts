import * as z from 'zod/mini';
import { INVESTMENT_OPTIONS } from '../../src/domain/business-constants';
import { numericAttribute, type ProductAttribute } from '../../src/domain/product-attributes';
import { maximumPurchase } from '../../src/domain/purchase-rules';
import { parseRandAmount } from '../../src/domain/rand-amount';
import { BUY_MESSAGES, typedAmountMessage } from '../buy';

/** The secured investment's own answers: Growth or Income, and the amount as typed. */
export type SecuredInvestmentAnswers = {
  investmentOption: string;
  amount: string;
};

/** MinimumInvestmentAmount, or nothing to check against when the attribute is missing. */
export const minimumInvestment = (attributes: readonly ProductAttribute[]) =>
  numericAttribute(attributes, 'MinimumInvestmentAmount') ?? 0;

/** The amount as a number (0 until it reads as rand). */
export const investedAmount = (draft: SecuredInvestmentAnswers) => parseRandAmount(draft.amount) ?? 0;

/** Spec §5 Secured investment options: an investment option, and an amount from the minimum to the maximum. */
export function securedInvestmentOptionsSchema(attributes: readonly ProductAttribute[]) {
  const bounds = { minimum: minimumInvestment(attributes), maximum: maximumPurchase(attributes) };
  return z.object({
    investmentOption: z
      .string()
      .check(
        z.refine(
          (option) => (INVESTMENT_OPTIONS as readonly string[]).includes(option),
          BUY_MESSAGES.investmentOption,
        ),
      ),
    amount: z.string().check(
      z.superRefine((amount, context) => {
        const message =
          parseRandAmount(amount) === undefined
            ? BUY_MESSAGES.amount
            : typedAmountMessage(amount, bounds, BUY_MESSAGES.minimumAmount);
        if (message) context.addIssue({ code: 'custom', message, input: amount });
      }),
    ),
  });
}

import * as z from 'zod/mini';
import { INVESTMENT_OPTIONS } from '../../src/domain/business-constants';
import { numericAttribute, type ProductAttribute } from '../../src/domain/product-attributes';
import { maximumPurchase } from '../../src/domain/purchase-rules';
import type { TypedAmount } from '../../src/domain/rand-amount';
import { amountField, BUY_MESSAGES } from '../buy';

/** The secured investment's own answers: Growth or Income, and the amount as typed and in cents. */
export type SecuredInvestmentAnswers = {
  investmentOption: string;
  amount: TypedAmount;
};

/** MinimumInvestmentAmount, or nothing to check against when the attribute is missing. */
export const minimumInvestment = (attributes: readonly ProductAttribute[]) =>
  numericAttribute(attributes, 'MinimumInvestmentAmount') ?? 0;

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
    // No amount (nothing typed, or not rand) asks for one; an amount is held to its bounds.
    amount: amountField(bounds, BUY_MESSAGES.minimumAmount, BUY_MESSAGES.amount),
  });
}

import * as z from 'zod/mini';
import { amountMessage } from '../../src/domain/purchase-rules';
import { parseRandAmount } from '../../src/domain/rand-amount';

/** An optional amount as typed: 0 when left empty, undefined when it does not read as rand. */
export const amountOf = (text: string) => (text.trim() === '' ? 0 : parseRandAmount(text));

/**
 * What is wrong with an amount as typed, by the purchase rules (src/domain/purchase-rules): unreadable,
 * below the minimum or above the maximum; undefined when it is fine. Empty is "none" when `optional`.
 */
export function typedAmountMessage(
  text: string,
  bounds: { minimum: number; maximum: number; optional?: boolean },
  minimumMessage: (minimum: number) => string,
): string | undefined {
  const amount = bounds.optional ? amountOf(text) : parseRandAmount(text);
  return amountMessage(amount ?? Number.NaN, bounds, minimumMessage);
}

/** An amount field's rule: `typedAmountMessage` as a schema. */
export function amountField(
  bounds: { minimum: number; maximum: number; optional?: boolean },
  minimumMessage: (minimum: number) => string,
) {
  return z.string().check(
    z.superRefine((text, context) => {
      // One message at a time: the problem a customer fixes first.
      const message = typedAmountMessage(text, bounds, minimumMessage);
      if (message) context.addIssue({ code: 'custom', message, input: text });
    }),
  );
}

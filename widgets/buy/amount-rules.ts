import * as z from 'zod/mini';
import { amountMessage } from '../../src/domain/purchase-rules';
import { type TypedAmount, tidyTypedAmount, typedAmount } from '../../src/domain/rand-amount';
import { randOf } from '../../src/domain/rand-of';
import { storedAmount } from './stored-amount';

/**
 * What is wrong with an amount by the purchase rules (src/domain/purchase-rules), read from its cents:
 * not an amount, below the minimum or above the maximum; undefined when it is fine. An optional field's
 * empty text is 0 cents, "none".
 */
export function typedAmountMessage(
  amount: TypedAmount,
  bounds: { minimum: number; maximum: number; optional?: boolean },
  minimumMessage: (minimum: number) => string,
): string | undefined {
  return amountMessage(amount.cents === null ? Number.NaN : randOf(amount.cents), bounds, minimumMessage);
}

/** An amount field's rule: `typedAmountMessage` as a schema; `missing` in place of it when there are no cents. */
export function amountField(
  bounds: { minimum: number; maximum: number; optional?: boolean },
  minimumMessage: (minimum: number) => string,
  missing?: string,
) {
  return storedAmount.check(
    z.superRefine((amount, context) => {
      // One message at a time: the problem a customer fixes first.
      const message =
        missing !== undefined && amount.cents === null
          ? missing
          : typedAmountMessage(amount, bounds, minimumMessage);
      if (message) context.addIssue({ code: 'custom', message, input: amount });
    }),
  );
}

/**
 * Binds a text field to an amount: it shows the text as typed, reads it into cents once per change
 * (the one place an amount's text becomes cents), and tidies it when left, from its cents.
 */
export function amountInput(
  amount: TypedAmount,
  set: (amount: TypedAmount) => void,
  { optional = false, onLeave }: { optional?: boolean; onLeave?: () => void } = {},
) {
  return {
    value: amount.text,
    onChange: (event: { target: { value: string } }) => set(typedAmount(event.target.value, { optional })),
    onBlur: () => {
      const tidied = tidyTypedAmount(amount);
      if (tidied.text !== amount.text) set(tidied);
      onLeave?.();
    },
  };
}

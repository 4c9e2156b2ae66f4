import * as z from 'zod/mini';
import { parseRandAmount } from '../../src/domain/rand-amount';
import { BUY_MESSAGES } from './buy-messages';

/** An optional amount as typed: 0 when left empty, undefined when it does not read as rand. */
export const amountOf = (text: string) => (text.trim() === '' ? 0 : parseRandAmount(text));

/** An optional amount (lump sum or monthly): empty, or rand of at least `minimum`. */
export function optionalAmount(minimum: number, message: string) {
  return z.string().check(
    z.refine((text) => amountOf(text) !== undefined, BUY_MESSAGES.randAmount),
    z.refine((text) => {
      const amount = amountOf(text) ?? 0;
      return amount === 0 || amount >= minimum;
    }, message),
  );
}

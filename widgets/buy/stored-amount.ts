import * as z from 'zod/mini';
import type { TypedAmount } from '../../src/domain/rand-amount';
import { randOf } from '../../src/domain/rand-of';

// Apart from the amount rules (amount-rules.ts): a stored draft and step 1 read these, the rules only
// the steps after it, in the later chunk.

/** An amount's rand, for the rules shared with the API and for the post: 0 until its text reads as rand. */
export const randIn = (amount: TypedAmount) => randOf(amount.cents ?? 0);

/** Whole cents, as an amount field's value and a stored draft hold them. */
const wholeCents = z.custom<number>((value) => Number.isInteger(value) && Number(value) >= 0);

/**
 * An amount field's value as a stored draft keeps it: its text and its cents, read when it was typed.
 * The cents are checked to be whole and not negative, never read from the text again.
 */
export const storedAmount = z.object({ text: z.string(), cents: z.nullable(wholeCents) });

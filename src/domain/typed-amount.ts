// Apart from reading and tidying typed amounts (rand-amount.ts): a buy tag's first screen needs only
// the empty values, the steps that read amounts come later.

/**
 * An amount field's value: the text as the customer typed it (what the field shows) and that text read
 * once, when it was typed, into whole cents. Rules, summaries and posts read `cents`, never the text.
 */
export type TypedAmount = {
  readonly text: string;
  /** Whole cents; null when the text does not read as rand (or is empty in a field that needs an amount). */
  readonly cents: number | null;
};

/** Nothing typed in an optional amount field: none (0 cents). */
export const NO_AMOUNT: TypedAmount = { text: '', cents: 0 };
/** Nothing typed in a field that needs an amount: no amount yet. */
export const MISSING_AMOUNT: TypedAmount = { text: '', cents: null };

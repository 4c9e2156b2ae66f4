/** Longest `ref` accepted as a SystemIdentifier; longer values are not a reference we issued. */
const REFERENCE_MAX_LENGTH = 100;

/** Letters, digits, punctuation, symbols and spaces: no control, format (e.g. bidi override) or unassigned characters. */
const PRINTABLE = /^[^\p{C}\p{Zl}\p{Zp}]+$/u;

declare const referenceBrand: unique symbol;

/**
 * A page reference fit to send as SystemIdentifier, as {@link parseReference} made it: trimmed, at most
 * {@link REFERENCE_MAX_LENGTH} printable characters. Only the edges (the element's `ref`, the React
 * prop, the portal page's `?ref`) make one; everything inside takes it as it is.
 */
export type Reference = string & { readonly [referenceBrand]: true };

/**
 * What the console is told when a `ref` is given but cannot be used. The policy for all three entries
 * (the element, the React component, the portal page): the customer can still rate, and the rating goes
 * with the placeholder, as if there were no reference (reference-policy.ts says why).
 */
export const UNUSABLE_REFERENCE = `use 1 to ${REFERENCE_MAX_LENGTH} printable characters ('N/A -n' is sent instead)`;

/**
 * A `ref` as a {@link Reference}: trimmed, at most {@link REFERENCE_MAX_LENGTH} characters, printable
 * only. Anything else (absent, blank, too long, control or bidi characters) is undefined.
 */
export function parseReference(value: string | null | undefined): Reference | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > REFERENCE_MAX_LENGTH || !PRINTABLE.test(trimmed)) return undefined;
  return trimmed as Reference;
}

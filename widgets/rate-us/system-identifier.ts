/** Longest `ref` accepted as a SystemIdentifier; longer values are not a reference we issued. */
const REFERENCE_MAX_LENGTH = 100;

/** Letters, digits, punctuation, symbols and spaces: no control, format (e.g. bidi override) or unassigned characters. */
const PRINTABLE = /^[^\p{C}\p{Zl}\p{Zp}]+$/u;

/** Prefix of the SystemIdentifier sent when the page has no reference (spec §3 Rating). */
const PLACEHOLDER_PREFIX = 'N/A -';

/** The placeholder's number is 0 to 19 ("a random number up to 19"). */
const PLACEHOLDER_MAX = 19;

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
export const UNUSABLE_REFERENCE = `use at most ${REFERENCE_MAX_LENGTH} printable characters; the placeholder 'N/A -n' is sent instead`;

/**
 * A `ref` as a {@link Reference}: trimmed, at most {@link REFERENCE_MAX_LENGTH} characters, printable
 * only. Anything else (absent, blank, too long, control or bidi characters) is undefined.
 */
export function parseReference(value: string | null | undefined): Reference | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > REFERENCE_MAX_LENGTH || !PRINTABLE.test(trimmed)) return undefined;
  return trimmed as Reference;
}

/**
 * The spec's placeholder, 'N/A -' followed directly by the number, as the product concatenated it: 'N/A -7'.
 * `random` returns [0, 1), like Math.random.
 */
export function placeholderIdentifier(random: () => number = Math.random): string {
  return `${PLACEHOLDER_PREFIX}${Math.floor(random() * (PLACEHOLDER_MAX + 1))}`;
}

/** The SystemIdentifier of a rating: the page's reference, else a fresh placeholder. */
export function systemIdentifier(reference: Reference | undefined, random?: () => number): string {
  return reference ?? placeholderIdentifier(random);
}

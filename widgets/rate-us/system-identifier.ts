/** Longest `ref` accepted as a SystemIdentifier; longer values are not a reference we issued. */
export const REFERENCE_MAX_LENGTH = 100;

/** Letters, digits, punctuation, symbols and spaces: no control, format (e.g. bidi override) or unassigned characters. */
const PRINTABLE = /^[^\p{C}\p{Zl}\p{Zp}]+$/u;

/** Prefix of the SystemIdentifier sent when the page has no reference (spec §3 Rating). */
const PLACEHOLDER_PREFIX = 'N/A -';

/** The placeholder's number is 0 to 19 ("a random number up to 19"). */
const PLACEHOLDER_MAX = 19;

/**
 * A page reference fit to send as SystemIdentifier: trimmed, at most {@link REFERENCE_MAX_LENGTH}
 * characters, printable only. Anything else (absent, blank, too long, control characters) is undefined.
 */
export function parseReference(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > REFERENCE_MAX_LENGTH || !PRINTABLE.test(trimmed)) return undefined;
  return trimmed;
}

/**
 * The spec's placeholder, 'N/A -' followed directly by the number, as the product concatenated it: 'N/A -7'.
 * `random` returns [0, 1), like Math.random.
 */
export function placeholderIdentifier(random: () => number = Math.random): string {
  return `${PLACEHOLDER_PREFIX}${Math.floor(random() * (PLACEHOLDER_MAX + 1))}`;
}

/** The SystemIdentifier of a rating: the reference when it is valid, else a fresh placeholder. */
export function systemIdentifier(reference: string | null | undefined, random?: () => number): string {
  return parseReference(reference) ?? placeholderIdentifier(random);
}

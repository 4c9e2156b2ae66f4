/**
 * Longest name shown in a greeting; a longer one is cut and ends in '…'.
 * @internal
 */
export const KNOWN_AS_NAME_MAX_LENGTH = 60;

/**
 * A name taken from a link (for example /welcome?KnownAsName=…) made fit to greet with: control
 * characters removed, white space collapsed, trimmed and cut to {@link KNOWN_AS_NAME_MAX_LENGTH}.
 * It is still untrusted text: render it as text, never as HTML.
 */
export function displayKnownAsName(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const clean = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(clean);
  if (chars.length <= KNOWN_AS_NAME_MAX_LENGTH) return clean;
  return `${chars
    .slice(0, KNOWN_AS_NAME_MAX_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

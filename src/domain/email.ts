/**
 * Standard e-mail address pattern, case-insensitive: a local part without spaces, `@`, or stray dots,
 * then a domain of dot-separated labels ending in a top-level domain of at least two letters.
 */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/** True when `value` is a well-formed e-mail address. Surrounding spaces make it invalid: trim input first. */
export function isValidEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value);
}

/**
 * Phone pattern (§5): an optional leading plus, then 10 to 20 characters of digits, spaces,
 * dashes, slashes, dots and parentheses. The plus does not count towards the 10 to 20.
 */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{10,20}$/;

/** True when `value` is an acceptable phone number, e.g. `082 555 1234` or `+27 (82) 555-1234`. */
export function isValidPhone(value: string | null | undefined): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}

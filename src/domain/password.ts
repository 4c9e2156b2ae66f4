/** Minimum password length (spec §9). */
const PASSWORD_MIN_LENGTH = 8;

/** At least 8 characters with a digit, a lower-case and an upper-case letter; any other characters allowed. */
export const PASSWORD_PATTERN = /^(?=[\s\S]*\d)(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])[\s\S]{8,}$/;

/**
 * The rule's message (spec §5 Sign-up step 3), shown wherever a new password is chosen: sign-up, the
 * profile's password form and /reset-password. The API answers a password outside the rule with it too.
 */
export const PASSWORD_RULE_MESSAGE =
  'Password must contain lower and uppercase letters, a number and minimum of 8 chars';

/** True when `value` meets the password rule (§5 General rules). */
export function isValidPassword(value: string | null | undefined): boolean {
  return typeof value === 'string' && PASSWORD_PATTERN.test(value);
}

/** Profile rule: the new password needs only the minimum length ('Password required min 8 characters'). */
export function hasPasswordMinLength(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH;
}

import { isValidPassword, PASSWORD_RULE_MESSAGE } from './password';

/** Reset (create) password page: strength meter feedback and mismatch. */
export const RESET_PASSWORD_MESSAGES = {
  weak: 'Your password is too weak. Please add a capital letter and a special character to strengthen it',
  fair: 'Your password looks fair, but you might want to strengthen it with more capital letters or special characters',
  strong: 'Your password is strong',
  mismatch: 'Your password does not match',
  // Said when Set Password is pressed with an entry still to fix (the spec gives no text for these).
  newPasswordMissing: 'Please enter a new password',
  confirmationMissing: 'Please enter your new password again',
  tooWeak: 'Please choose a stronger password: the advice under the strength meter says how',
  strengthChecking: 'Your password’s strength is still being checked. Please try again in a moment',
  strengthUnavailable: 'The password strength check could not be loaded. Please refresh the page',
} as const;

/** A zxcvbn score: 0 (weakest) to 4 (strongest). */
type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** What the strength meter shows for a score. */
export interface PasswordStrength {
  readonly score: StrengthScore;
  readonly label: string;
  /** Width of the meter bar: 25% per point. */
  readonly percent: number;
  readonly message: string;
}

/** Scores a password, optionally penalising words from the user's own details (name, e-mail). */
export type PasswordStrengthMeter = (password: string, userInputs?: string[]) => PasswordStrength;

/** Meter labels by score (§5 Reset password). */
const STRENGTH_LABELS = ['Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** The lowest score that lets a password be set. */
const MIN_ACCEPTED_STRENGTH_SCORE = 2;

function toScore(score: number): StrengthScore {
  if (!Number.isFinite(score)) return 0;
  return Math.min(4, Math.max(0, Math.floor(score))) as StrengthScore;
}

/**
 * Label, bar width and message for a score; out-of-range scores are clamped to 0–4.
 * @internal
 */
export function describeStrength(score: number): PasswordStrength {
  const clamped = toScore(score);
  const message =
    clamped < 2
      ? RESET_PASSWORD_MESSAGES.weak
      : clamped === 2
        ? RESET_PASSWORD_MESSAGES.fair
        : RESET_PASSWORD_MESSAGES.strong;
  return { score: clamped, label: STRENGTH_LABELS[clamped], percent: clamped * 25, message };
}

/** What stops a password being set, by field (empty when it can be). */
export interface SetPasswordProblems {
  password?: string;
  confirmation?: string;
}

/**
 * §4 Password reset: setting is allowed only when both entries match and the score is at least 2, and
 * only for a password the API will accept: the §5 general rule as well (a long lower-case phrase scores
 * 4 yet breaks the rule; 'Tr0ub4dour' keeps the rule yet scores 1, so the meter still stops it). Each
 * problem is said on its field, the one a customer fixes first. `strength` is undefined while the meter
 * loads; `meterFailed` when it could not be loaded (the score cannot be checked, so nothing is set).
 */
export function setPasswordProblems(
  password: string,
  confirmation: string,
  strength: { score: number } | undefined,
  meterFailed = false,
): SetPasswordProblems {
  const problems: SetPasswordProblems = {};
  if (password === '') problems.password = RESET_PASSWORD_MESSAGES.newPasswordMissing;
  else if (!isValidPassword(password)) problems.password = PASSWORD_RULE_MESSAGE;
  else if (meterFailed) problems.password = RESET_PASSWORD_MESSAGES.strengthUnavailable;
  else if (!strength) problems.password = RESET_PASSWORD_MESSAGES.strengthChecking;
  else if (strength.score < MIN_ACCEPTED_STRENGTH_SCORE) problems.password = RESET_PASSWORD_MESSAGES.tooWeak;
  if (confirmation === '') problems.confirmation = RESET_PASSWORD_MESSAGES.confirmationMissing;
  else if (confirmation !== password) problems.confirmation = RESET_PASSWORD_MESSAGES.mismatch;
  return problems;
}

let meter: Promise<PasswordStrengthMeter> | undefined;

/**
 * Loads the strength meter. zxcvbn weighs about 390 KB gzipped, so it is fetched with `import()` only
 * when a meter is first shown, and once per page. A failed load is not cached, so a later call retries.
 */
export function loadPasswordStrength(): Promise<PasswordStrengthMeter> {
  meter ??= import('zxcvbn').then(
    ({ default: zxcvbn }) =>
      (password: string, userInputs: string[] = []) =>
        describeStrength(zxcvbn(password, userInputs).score),
    (error: unknown) => {
      meter = undefined;
      throw error;
    },
  );
  return meter;
}

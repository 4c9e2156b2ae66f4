import { isValidPassword } from './password';

/** Reset (create) password page: strength meter feedback and mismatch. */
export const RESET_PASSWORD_MESSAGES = {
  weak: 'Your password is too weak. Please add a capital letter and a special character to strengthen it',
  fair: 'Your password looks fair, but you might want to strengthen it with more capital letters or special characters',
  strong: 'Your password is strong',
  mismatch: 'Your password does not match',
} as const;

/** A zxcvbn score: 0 (weakest) to 4 (strongest). */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

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
export const STRENGTH_LABELS = ['Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** The lowest score that lets a password be set. */
export const MIN_ACCEPTED_STRENGTH_SCORE = 2;

function toScore(score: number): StrengthScore {
  if (!Number.isFinite(score)) return 0;
  return Math.min(4, Math.max(0, Math.floor(score))) as StrengthScore;
}

/** Label, bar width and message for a score; out-of-range scores are clamped to 0–4. */
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

/**
 * §4 Password reset: setting is allowed only when both entries match and the score is at least 2, and
 * only for a password the API will accept: the §5 general rule as well (a long lower-case phrase scores
 * 4 yet breaks the rule; 'Tr0ub4dour' keeps the rule yet scores 1, so the meter still stops it).
 */
export function canSetPassword(password: string, confirmation: string, score: number): boolean {
  return isValidPassword(password) && password === confirmation && score >= MIN_ACCEPTED_STRENGTH_SCORE;
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

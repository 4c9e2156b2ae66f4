import { type DateInput, parseDate } from './parse-date';

/**
 * True when the passport expiry date is strictly after the issue date, compared by calendar day.
 * False when either date is missing or invalid: the "required" rules report those.
 */
export function isPassportExpiryAfterIssue(
  issueDate: DateInput | null | undefined,
  expiryDate: DateInput | null | undefined,
): boolean {
  const issue = parseDate(issueDate);
  const expiry = parseDate(expiryDate);
  if (!issue || !expiry) return false;
  return expiry.isAfter(issue, 'day');
}

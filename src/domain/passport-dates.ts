import { calendarDateOf } from './calendar-date';

/** The `YYYY-MM-DD` of a real date, a timestamp read by its date part (as parseDate reads one). */
const dayOf = (value: string | null | undefined) =>
  value ? calendarDateOf(value.length > 10 && value.includes('T') ? value.slice(0, 10) : value) : undefined;

/**
 * True when the passport expiry date is strictly after the issue date, compared by calendar day.
 * False when either date is missing or no real date (31 February): the "required" rules report those.
 * Without dayjs: the sign-up tag, which asks for these dates, carries nothing else that needs it.
 */
export function isPassportExpiryAfterIssue(
  issueDate: string | null | undefined,
  expiryDate: string | null | undefined,
): boolean {
  const issue = dayOf(issueDate);
  const expiry = dayOf(expiryDate);
  return issue !== undefined && expiry !== undefined && expiry > issue;
}

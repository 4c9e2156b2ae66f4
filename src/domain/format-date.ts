import type { Dayjs } from 'dayjs';
import { type DateInput, parseDate } from './parse-date';

/** The product's date format (§9): `1 Mar 2024`. */
export const DATE_FORMAT = 'D MMM YYYY';

/**
 * Formats a date as `D MMM YYYY` (or `format`). ISO timestamps are read by their date part
 * (see {@link parseDate}). Unreadable strings are returned unchanged, so odd API data still shows;
 * `null`, `undefined` and invalid `Date`s give ''.
 */
export function formatDate(value: DateInput | null | undefined, format: string = DATE_FORMAT): string {
  const date = parseDate(value);
  if (date) return date.format(format);
  return typeof value === 'string' ? value : '';
}

// The South African week runs Monday to Sunday; dayjs's default locale would start it on Sunday.
function startOfWeek(date: Dayjs): Dayjs {
  return date.startOf('day').subtract((date.day() + 6) % 7, 'day');
}

/**
 * Formats a date relative to `now`: 'Today', 'Tomorrow' or 'Yesterday' first, then the weekday name
 * ('Wednesday') for other days of the same Monday-to-Sunday week, otherwise `D MMM YYYY`.
 * Invalid input behaves as in {@link formatDate}.
 */
export function formatRelativeDate(value: DateInput | null | undefined, now: DateInput = new Date()): string {
  const date = parseDate(value);
  const today = parseDate(now);
  if (!date || !today) return formatDate(value);
  const days = date.startOf('day').diff(today.startOf('day'), 'day');
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  if (startOfWeek(date).isSame(startOfWeek(today), 'day')) return date.format('dddd');
  return date.format(DATE_FORMAT);
}

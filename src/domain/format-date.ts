import { type DateInput, parseDate } from './parse-date';

/** The product's date format (§9): `1 Mar 2024`. */
const DATE_FORMAT = 'D MMM YYYY';

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

import dayjs, { type Dayjs } from 'dayjs';

/** A value that can be read as a calendar date. */
export type DateInput = string | number | Date | Dayjs;

/**
 * Reads a date for display or comparison. Strings longer than 10 characters that contain a `T`
 * are cut to their first 10 (the `YYYY-MM-DD` part) first: the API sends midnight timestamps, and
 * parsing them whole can shift the day across a time-zone boundary. Returns `undefined` when invalid.
 */
export function parseDate(value: DateInput | null | undefined): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const input =
    typeof value === 'string' && value.length > 10 && value.includes('T') ? value.slice(0, 10) : value;
  const parsed = dayjs(input);
  return parsed.isValid() ? parsed : undefined;
}

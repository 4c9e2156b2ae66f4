const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An API date ('2026-11-24', or a timestamp whose date part is read) in the product's format (§9,
 * `D MMM YYYY`: 24 Nov 2026), without dayjs, for widgets that show one date; anything else unchanged.
 */
export function formatCalendarDate(value: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(value) ?? [];
  const name = MONTHS[Number(month) - 1];
  return name && Number(day) >= 1 && Number(day) <= 31 ? `${Number(day)} ${name} ${year}` : value;
}

/** The oldest a customer can be, in years: an older date of birth is a typing mistake. */
export const MAX_AGE_YEARS = 130;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,7})?)?)?$/;

/** The `YYYY-MM-DD` of a real calendar date (`2024-02-29`, or a timestamp of one), else undefined. */
export function calendarDateOf(value: string): string | undefined {
  const [, year, month, day] = ISO_DATE.exec(value) ?? [];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  date.setUTCFullYear(Number(year)); // Date.UTC reads years 0–99 as 1900–1999
  const real =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return real ? `${year}-${month}-${day}` : undefined;
}

/** Today's `YYYY-MM-DD` in local time. */
export function localIsoDate(at: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/**
 * Whether `value` can be a living customer's date of birth: a real calendar date, before `today`
 * (`YYYY-MM-DD`) and no more than {@link MAX_AGE_YEARS} years before it.
 */
export function isPlausibleDateOfBirth(value: string, today: string = localIsoDate()): boolean {
  const date = calendarDateOf(value);
  if (!date) return false;
  const oldest = `${String(Number(today.slice(0, 4)) - MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4, 10)}`;
  return date < today.slice(0, 10) && date >= oldest;
}

/** Today's date in South Africa (the group's calendar, whatever the device's zone) as 'YYYY-MM-DD'. */
export function todayInSouthAfrica(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Johannesburg',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

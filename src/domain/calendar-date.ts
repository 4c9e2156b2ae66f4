import { todayInSouthAfrica } from './south-africa-today';

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
const MAX_AGE_YEARS = 130;

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

/**
 * A moment (an ISO timestamp) as the group's customers read it, in South Africa's time whatever the
 * device's zone: '27 Nov 2026 at 10:42' (D MMM YYYY, 24-hour); anything unreadable unchanged.
 */
export function formatDateAndTime(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Johannesburg',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${formatCalendarDate(todayInSouthAfrica(at))} at ${time}`;
}

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Days since 1 January 1970 of a real `YYYY-MM-DD`. */
function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

/**
 * Spec §9: a date near `today` (both `YYYY-MM-DD`, or timestamps of them) in words: 'Today',
 * 'Tomorrow', 'Yesterday', or its weekday when it falls in the same week (Monday to Sunday) as today;
 * undefined for any other date, which is shown as it is.
 * @internal
 */
export function relativeDayName(value: string, today: string): string | undefined {
  const date = calendarDateOf(value);
  const base = calendarDateOf(today);
  if (!date || !base) return undefined;
  const day = dayNumber(date);
  const now = dayNumber(base);
  const words: Record<number, string> = { 0: 'Today', 1: 'Tomorrow', [-1]: 'Yesterday' };
  const word = words[day - now];
  if (word) return word;
  // 1 January 1970 was a Thursday: weekday 4.
  const weekStart = now - ((now + 4 + 6) % 7);
  return day >= weekStart && day < weekStart + 7 ? WEEKDAYS[(day + 4) % 7] : undefined;
}

/** A date as shown: the words (relative or `D MMM YYYY`), the machine date and the absolute date. */
export interface ShownDate {
  /** 'Yesterday', 'Friday' or '24 Nov 2026'. */
  text: string;
  /** `YYYY-MM-DD`, for `<time datetime>`. */
  dateTime: string;
  /** `D MMM YYYY`, for the title of a relative date. */
  absolute: string;
}

/** How an API date is shown relative to `today` (spec §9); undefined when `value` is not a real date. */
export function shownDate(value: string, today: string): ShownDate | undefined {
  const date = calendarDateOf(value.trim());
  if (!date) return undefined;
  const absolute = formatCalendarDate(date);
  return { text: relativeDayName(date, today) ?? absolute, dateTime: date, absolute };
}

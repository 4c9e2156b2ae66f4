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

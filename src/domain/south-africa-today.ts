// Apart from calendar-date.ts: a buy tag's first screen (the catalogue's promotions) needs only today,
// and a module the first screen imports is carried whole in its first file.

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

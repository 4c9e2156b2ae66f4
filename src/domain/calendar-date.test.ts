import { describe, expect, it } from 'vitest';
import { formatCalendarDate, todayInSouthAfrica } from './calendar-date';
import { formatDate } from './format-date';

describe('formatCalendarDate', () => {
  it('writes an API date as D MMM YYYY, like formatDate', () => {
    for (const value of ['2026-11-24', '2026-03-01T00:00:00', '2024-02-29', '2026-12-31T23:59:59+02:00']) {
      expect(formatCalendarDate(value)).toBe(formatDate(value));
    }
    expect(formatCalendarDate('2026-03-01')).toBe('1 Mar 2026');
  });

  it('leaves what is not an API date as it came', () => {
    for (const value of ['', 'yesterday', '2026-13-01', '2026-00-10', '24/11/2026']) {
      expect(formatCalendarDate(value)).toBe(value);
    }
  });
});

describe('todayInSouthAfrica', () => {
  it("is the date in Johannesburg (UTC+2), whatever the device's zone", () => {
    expect(todayInSouthAfrica(new Date('2024-02-29T21:59:59Z'))).toBe('2024-02-29');
    expect(todayInSouthAfrica(new Date('2024-02-29T22:00:00Z'))).toBe('2024-03-01');
  });
});

import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  formatCalendarDate,
  formatDateAndTime,
  isPlausibleDateOfBirth,
  localIsoDate,
  relativeDayName,
  shownDate,
} from './calendar-date';
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

describe('calendarDateOf and isPlausibleDateOfBirth', () => {
  it('reads real calendar dates, with or without a midnight time', () => {
    expect(calendarDateOf('1988-04-12')).toBe('1988-04-12');
    expect(calendarDateOf('1988-04-12T00:00:00')).toBe('1988-04-12');
    expect(calendarDateOf('2024-02-29')).toBe('2024-02-29');
  });

  it('refuses what is not a real date', () => {
    for (const value of [
      '1988-13-45',
      '9999-99-99',
      '2023-02-29',
      '1988-04-31',
      '1988-00-10',
      '',
      '12/04/1988',
      '1988-04-12junk',
    ]) {
      expect(calendarDateOf(value)).toBeUndefined();
    }
  });

  it('takes a date of birth in the past, at most 130 years ago', () => {
    const today = '2026-05-10';
    expect(isPlausibleDateOfBirth('1988-04-12', today)).toBe(true);
    expect(isPlausibleDateOfBirth('1896-05-10', today)).toBe(true);
    expect(isPlausibleDateOfBirth('1896-05-09', today)).toBe(false);
    expect(isPlausibleDateOfBirth('2026-05-10', today)).toBe(false);
    expect(isPlausibleDateOfBirth('2026-05-09', today)).toBe(true);
    expect(isPlausibleDateOfBirth('9999-12-31', today)).toBe(false);
    expect(isPlausibleDateOfBirth('1988-13-45', today)).toBe(false);
    expect(localIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('formatDateAndTime', () => {
  it('writes a moment as D MMM YYYY at HH:mm in Johannesburg, 24-hour', () => {
    expect(formatDateAndTime('2026-11-27T08:42:10.000Z')).toBe('27 Nov 2026 at 10:42');
    expect(formatDateAndTime('2026-11-27T22:05:00.000Z')).toBe('28 Nov 2026 at 00:05');
    expect(formatDateAndTime('2026-11-27T11:30:00.000Z')).toBe('27 Nov 2026 at 13:30');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatDateAndTime('soon')).toBe('soon');
  });
});

describe('relative dates (spec §9)', () => {
  // Wednesday 25 November 2026: its week runs from Monday 23 to Sunday 29 November.
  const today = '2026-11-25';
  it('names today, tomorrow and yesterday', () => {
    expect(relativeDayName('2026-11-25', today)).toBe('Today');
    expect(relativeDayName('2026-11-26T08:30:00', today)).toBe('Tomorrow');
    expect(relativeDayName('2026-11-24', today)).toBe('Yesterday');
  });

  it('names the weekday of the other days of the same week, Monday to Sunday', () => {
    expect(relativeDayName('2026-11-23', today)).toBe('Monday');
    expect(relativeDayName('2026-11-27', today)).toBe('Friday');
    expect(relativeDayName('2026-11-29', today)).toBe('Sunday');
    expect(relativeDayName('2026-11-22', today)).toBeUndefined();
    expect(relativeDayName('2026-11-30', today)).toBeUndefined();
    expect(relativeDayName('2025-11-25', today)).toBeUndefined();
  });

  it('reads across a month, a year and a week boundary', () => {
    expect(relativeDayName('2026-12-31', '2027-01-01')).toBe('Yesterday');
    // Monday 1 March 2027: yesterday, Sunday, was last week but is still yesterday.
    expect(relativeDayName('2027-02-28', '2027-03-01')).toBe('Yesterday');
    expect(relativeDayName('2027-02-27', '2027-03-01')).toBeUndefined();
    // Sunday: the week began on Monday.
    expect(relativeDayName('2026-11-23', '2026-11-29')).toBe('Monday');
  });

  it('gives the words, the machine date and the absolute date to show', () => {
    expect(shownDate('2026-11-24T10:15:00', today)).toEqual({
      text: 'Yesterday',
      dateTime: '2026-11-24',
      absolute: '24 Nov 2026',
    });
    expect(shownDate('2025-10-14T14:02:00', today)).toEqual({
      text: '14 Oct 2025',
      dateTime: '2025-10-14',
      absolute: '14 Oct 2025',
    });
    expect(shownDate('not a date', today)).toBeUndefined();
    expect(shownDate('2026-02-30', today)).toBeUndefined();
  });
});

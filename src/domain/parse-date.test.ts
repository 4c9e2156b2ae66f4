import { describe, expect, it } from 'vitest';
import { parseDate } from './parse-date';

describe('parseDate', () => {
  it('cuts ISO timestamps to the date part so the day never shifts', () => {
    for (const value of ['2024-03-01T00:00:00', '2024-03-01T23:30:00Z', '2024-03-01T00:00:00+14:00']) {
      expect(parseDate(value)?.format('YYYY-MM-DD HH:mm')).toBe('2024-03-01 00:00');
    }
  });

  it('leaves longer strings without a T alone', () => {
    expect(parseDate('2024-03-01 10:15:00')?.format('YYYY-MM-DD HH:mm')).toBe('2024-03-01 10:15');
  });

  it('reads date-only strings, Date objects and timestamps as local dates', () => {
    expect(parseDate('2024-02-29')?.format('D MMM YYYY')).toBe('29 Feb 2024');
    expect(parseDate(new Date(2024, 1, 29))?.format('D MMM YYYY')).toBe('29 Feb 2024');
    expect(parseDate(new Date(2024, 1, 29).getTime())?.format('D MMM YYYY')).toBe('29 Feb 2024');
  });

  it('returns undefined for missing or invalid input', () => {
    expect(parseDate(undefined)).toBeUndefined();
    expect(parseDate(null)).toBeUndefined();
    expect(parseDate('')).toBeUndefined();
    expect(parseDate('not a date')).toBeUndefined();
    expect(parseDate(new Date(Number.NaN))).toBeUndefined();
  });
});

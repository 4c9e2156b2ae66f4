import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, formatDate, formatRelativeDate } from './format-date';

describe('formatDate', () => {
  it("uses 'D MMM YYYY' by default", () => {
    expect(DATE_FORMAT).toBe('D MMM YYYY');
    expect(formatDate('2024-03-01')).toBe('1 Mar 2024');
    expect(formatDate('2024-12-25')).toBe('25 Dec 2024');
    expect(formatDate(new Date(2024, 1, 29))).toBe('29 Feb 2024');
  });

  it('takes another format', () => {
    expect(formatDate('2024-03-01', 'DD MMM YYYY')).toBe('01 Mar 2024');
    expect(formatDate('2024-03-01', 'YYYY-MM-DD')).toBe('2024-03-01');
  });

  it('cuts ISO timestamps to the date part before parsing', () => {
    expect(formatDate('2024-03-01T00:00:00')).toBe('1 Mar 2024');
    expect(formatDate('2024-03-01T23:59:59Z')).toBe('1 Mar 2024');
    expect(formatDate('2024-03-01T00:00:00+14:00')).toBe('1 Mar 2024');
  });

  it('returns unreadable strings unchanged and nothing for missing values', () => {
    expect(formatDate('pending')).toBe('pending');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatRelativeDate', () => {
  // Wednesday 13 March 2024, mid-afternoon; the week runs Monday 11 to Sunday 17 March.
  const now = new Date(2024, 2, 13, 15, 30);

  it('says Today, Tomorrow and Yesterday regardless of the time of day', () => {
    expect(formatRelativeDate('2024-03-13', now)).toBe('Today');
    expect(formatRelativeDate(new Date(2024, 2, 13, 0, 1), now)).toBe('Today');
    expect(formatRelativeDate('2024-03-13T23:59:00Z', now)).toBe('Today');
    expect(formatRelativeDate('2024-03-14', now)).toBe('Tomorrow');
    expect(formatRelativeDate('2024-03-12', now)).toBe('Yesterday');
  });

  it('names the weekday for other days of the same Monday-to-Sunday week', () => {
    expect(formatRelativeDate('2024-03-11', now)).toBe('Monday');
    expect(formatRelativeDate('2024-03-15', now)).toBe('Friday');
    expect(formatRelativeDate('2024-03-17', now)).toBe('Sunday');
  });

  it("falls back to 'D MMM YYYY' outside the week", () => {
    expect(formatRelativeDate('2024-03-10', now)).toBe('10 Mar 2024');
    expect(formatRelativeDate('2024-03-18', now)).toBe('18 Mar 2024');
    expect(formatRelativeDate('2023-03-13', now)).toBe('13 Mar 2023');
  });

  it('prefers Yesterday and Tomorrow across a week boundary', () => {
    const monday = new Date(2024, 2, 11, 9);
    expect(formatRelativeDate('2024-03-10', monday)).toBe('Yesterday');
    const sunday = new Date(2024, 2, 17, 9);
    expect(formatRelativeDate('2024-03-18', sunday)).toBe('Tomorrow');
    expect(formatRelativeDate('2024-03-11', sunday)).toBe('Monday');
  });

  it('accepts now as a string', () => {
    expect(formatRelativeDate('2024-03-13', '2024-03-13T10:00:00')).toBe('Today');
  });

  it('treats invalid input like formatDate', () => {
    expect(formatRelativeDate('pending', now)).toBe('pending');
    expect(formatRelativeDate(undefined, now)).toBe('');
  });
});

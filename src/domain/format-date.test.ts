import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it("uses 'D MMM YYYY' by default", () => {
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

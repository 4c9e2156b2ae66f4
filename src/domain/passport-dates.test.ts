import { describe, expect, it } from 'vitest';
import { isPassportExpiryAfterIssue } from './passport-dates';

describe('isPassportExpiryAfterIssue', () => {
  it('accepts an expiry after the issue date', () => {
    expect(isPassportExpiryAfterIssue('2020-01-15', '2030-01-14')).toBe(true);
    expect(isPassportExpiryAfterIssue('2020-01-15', '2020-01-16')).toBe(true);
    expect(isPassportExpiryAfterIssue(new Date(2020, 0, 15), new Date(2030, 0, 14))).toBe(true);
  });

  it('rejects the same day, even at different times', () => {
    expect(isPassportExpiryAfterIssue('2020-01-15', '2020-01-15')).toBe(false);
    expect(isPassportExpiryAfterIssue(new Date(2020, 0, 15, 8), new Date(2020, 0, 15, 17))).toBe(false);
  });

  it('rejects an expiry before the issue date', () => {
    expect(isPassportExpiryAfterIssue('2030-01-14', '2020-01-15')).toBe(false);
  });

  it('compares the date part of ISO timestamps', () => {
    expect(isPassportExpiryAfterIssue('2020-01-15T23:00:00Z', '2020-01-16T00:00:00+02:00')).toBe(true);
  });

  it('rejects missing or invalid dates', () => {
    expect(isPassportExpiryAfterIssue(undefined, '2030-01-14')).toBe(false);
    expect(isPassportExpiryAfterIssue('2020-01-15', null)).toBe(false);
    expect(isPassportExpiryAfterIssue('2020-01-15', 'soon')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isPassportExpiryAfterIssue } from './passport-dates';

describe('isPassportExpiryAfterIssue', () => {
  it('accepts an expiry after the issue date', () => {
    expect(isPassportExpiryAfterIssue('2020-01-15', '2030-01-14')).toBe(true);
    expect(isPassportExpiryAfterIssue('2020-01-15', '2020-01-16')).toBe(true);
    expect(isPassportExpiryAfterIssue('2019-12-31', '2020-01-01')).toBe(true);
  });

  it('rejects the same day, even at different times', () => {
    expect(isPassportExpiryAfterIssue('2020-01-15', '2020-01-15')).toBe(false);
    expect(isPassportExpiryAfterIssue('2020-01-15T08:00:00', '2020-01-15T17:00:00')).toBe(false);
  });

  it('rejects an expiry before the issue date', () => {
    expect(isPassportExpiryAfterIssue('2030-01-14', '2020-01-15')).toBe(false);
  });

  it('compares the date part of ISO timestamps', () => {
    expect(isPassportExpiryAfterIssue('2020-01-15T23:00:00Z', '2020-01-16T00:00:00+02:00')).toBe(true);
  });

  it('rejects missing, partly typed or impossible dates', () => {
    expect(isPassportExpiryAfterIssue(undefined, '2030-01-14')).toBe(false);
    expect(isPassportExpiryAfterIssue('2020-01-15', null)).toBe(false);
    expect(isPassportExpiryAfterIssue('2020-01-15', 'soon')).toBe(false);
    expect(isPassportExpiryAfterIssue('2020-01-15', '2030--14')).toBe(false);
    expect(isPassportExpiryAfterIssue('2020-01-15', '2030-02-31')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  retryAfterSeconds,
  TOO_MANY_ATTEMPTS_TEXT,
  tooManyAttemptsText,
  waitInWords,
} from './too-many-attempts';

describe('waitInWords', () => {
  it.each([
    [1, '1 second'],
    [59, '59 seconds'],
    [60, '60 seconds'],
    [90, '90 seconds'],
    [91, '2 minutes'],
    [120, '2 minutes'],
    [121, '3 minutes'],
    [15 * 60, '15 minutes'],
    [60 * 60, '60 minutes'],
    [90 * 60, '90 minutes'],
    [90 * 60 + 1, '2 hours'],
    [24 * 3600, '24 hours'],
  ])('reads %i s as "%s"', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });

  it('rounds a part second up', () => {
    expect(waitInWords(0.2)).toBe('1 second');
    expect(waitInWords(29.5)).toBe('30 seconds');
  });
});

describe('tooManyAttemptsText', () => {
  it('says how long to wait', () => {
    expect(tooManyAttemptsText(30)).toBe('Too many attempts. Please wait 30 seconds and try again.');
    expect(tooManyAttemptsText(100)).toBe('Too many attempts. Please wait 2 minutes and try again.');
  });

  it('falls back to a few minutes without a usable wait', () => {
    expect(tooManyAttemptsText(undefined)).toBe(TOO_MANY_ATTEMPTS_TEXT);
    expect(tooManyAttemptsText(0)).toBe(TOO_MANY_ATTEMPTS_TEXT);
    expect(tooManyAttemptsText(Number.NaN)).toBe(TOO_MANY_ATTEMPTS_TEXT);
  });
});

describe('retryAfterSeconds', () => {
  it('reads Retry-After as seconds or an HTTP date, and ignores anything else', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 09:59:00 GMT', now)).toBeUndefined();
    expect(retryAfterSeconds('0', now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});

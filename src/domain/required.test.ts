import { describe, expect, it } from 'vitest';
import { hasRequiredLength, isNumeric, isRequired } from './required';

describe('isRequired', () => {
  it('rejects null, undefined and the empty string', () => {
    expect(isRequired(null)).toBe(false);
    expect(isRequired(undefined)).toBe(false);
    expect(isRequired('')).toBe(false);
  });

  it('accepts any other value, including zero, false and a space', () => {
    expect(isRequired('a')).toBe(true);
    expect(isRequired(' ')).toBe(true);
    expect(isRequired(0)).toBe(true);
    expect(isRequired(false)).toBe(true);
    expect(isRequired([])).toBe(true);
  });
});

describe('hasRequiredLength', () => {
  it('checks the minimum', () => {
    expect(hasRequiredLength('abc', 3)).toBe(true);
    expect(hasRequiredLength('ab', 3)).toBe(false);
  });

  it('checks the optional maximum', () => {
    expect(hasRequiredLength('1234567890123', 1, 13)).toBe(true);
    expect(hasRequiredLength('12345678901234', 1, 13)).toBe(false);
  });

  it('treats missing values as too short, even with a minimum of 0', () => {
    expect(hasRequiredLength('', 0)).toBe(false);
    expect(hasRequiredLength(null, 0)).toBe(false);
    expect(hasRequiredLength(undefined, 1)).toBe(false);
  });
});

describe('isNumeric', () => {
  it('accepts digits only', () => {
    expect(isNumeric('0')).toBe(true);
    expect(isNumeric('0123456789')).toBe(true);
  });

  it.each(['', ' 1', '1 ', '1.5', '-1', '1e3', '١٢٣', 'abc'])('rejects %j', (value) => {
    expect(isNumeric(value)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isNumeric(null)).toBe(false);
    expect(isNumeric(undefined)).toBe(false);
  });
});

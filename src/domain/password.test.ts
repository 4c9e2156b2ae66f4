import { describe, expect, it } from 'vitest';
import { hasPasswordMinLength, isValidPassword } from './password';

describe('isValidPassword', () => {
  it.each(['Abcdefg1', 'Secret123', 'pa55WORD!', 'Aa1 with spaces', 'Ünïcode9A'])('accepts %j', (value) => {
    expect(isValidPassword(value)).toBe(true);
  });

  it.each([
    ['too short', 'Abcde12'],
    ['no digit', 'Abcdefgh'],
    ['no lower-case', 'ABCDEFG1'],
    ['no upper-case', 'abcdefg1'],
    ['blank', ''],
  ])('rejects %s', (_, value) => {
    expect(isValidPassword(value)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidPassword(null)).toBe(false);
    expect(isValidPassword(undefined)).toBe(false);
  });
});

describe('hasPasswordMinLength', () => {
  it('is 8 characters', () => {
    expect(hasPasswordMinLength('12345678')).toBe(true);
    expect(hasPasswordMinLength('1234567')).toBe(false);
    expect(hasPasswordMinLength(undefined)).toBe(false);
  });
});

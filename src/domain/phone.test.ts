import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone';

describe('isValidPhone', () => {
  it.each([
    '0825551234',
    '082 555 1234',
    '+27825551234',
    '+27 (82) 555-1234',
    '011/555.1234',
    '+1234567890',
    '12345678901234567890',
    '+12345678901234567890',
  ])('accepts %j', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ['9 characters', '082555123'],
    ['21 characters', '123456789012345678901'],
    ['plus not leading', '27+825551234'],
    ['two pluses', '++27825551234'],
    ['letters', '082 555 12a4'],
    ['tab', '082\t5551234'],
    ['empty', ''],
  ])('rejects %s', (_, value) => {
    expect(isValidPhone(value)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidPhone(null)).toBe(false);
    expect(isValidPhone(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatCurrency } from './format-currency';

describe('formatCurrency', () => {
  it.each([
    [0, 'R0.00'],
    [-0, 'R0.00'],
    [5, 'R5.00'],
    [999.99, 'R999.99'],
    [1000, 'R1 000.00'],
    [1234.5, 'R1 234.50'],
    [5000, 'R5 000.00'],
    [1234567.891, 'R1 234 567.89'],
    [1000000000, 'R1 000 000 000.00'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it('strips the minus sign', () => {
    expect(formatCurrency(-1234.5)).toBe('R1 234.50');
    expect(formatCurrency(-0.001)).toBe('R0.00');
  });

  it('rounds half away from zero on the decimal value', () => {
    expect(formatCurrency(1.005)).toBe('R1.01');
    expect(formatCurrency(2.675)).toBe('R2.68');
    expect(formatCurrency(0.125)).toBe('R0.13');
    expect(formatCurrency(-0.125)).toBe('R0.13');
    expect(formatCurrency(0.124)).toBe('R0.12');
    expect(formatCurrency(999999.995)).toBe('R1 000 000.00');
  });

  it('drops the cents in the no-cents variant, rounding half away from zero', () => {
    expect(formatCurrency(1234.5, { cents: false })).toBe('R1 235');
    expect(formatCurrency(1234.49, { cents: false })).toBe('R1 234');
    expect(formatCurrency(-2.5, { cents: false })).toBe('R3');
    expect(formatCurrency(0, { cents: false })).toBe('R0');
    expect(formatCurrency(1234.5, { cents: true })).toBe('R1 234.50');
  });

  it('uses a plain space and no space after R', () => {
    expect(formatCurrency(12345)).toMatch(/^R\d/);
    expect(formatCurrency(12345)).toBe('R12\u0020345.00');
  });

  it('gives an empty string for non-finite numbers', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('');
  });
});

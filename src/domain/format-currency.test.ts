import { describe, expect, it } from 'vitest';
import { nbsp } from '../test/nbsp';
import { formatCurrency, groupThousands, NO_BREAK_SPACE } from './format-currency';

describe('formatCurrency', () => {
  it.each([
    [0, 'R0.00'],
    [-0, 'R0.00'],
    [5, 'R5.00'],
    [999.99, 'R999.99'],
    [1000, 'R1\u00a0000.00'],
    [1234.5, 'R1\u00a0234.50'],
    [5000, 'R5\u00a0000.00'],
    [1157308.39, 'R1\u00a0157\u00a0308.39'],
    [1234567.891, 'R1\u00a0234\u00a0567.89'],
    [1000000000, 'R1\u00a0000\u00a0000\u00a0000.00'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it('strips the minus sign (spec §9, kept by DESIGN §8a)', () => {
    expect(formatCurrency(-1234.5)).toBe(nbsp('R1 234.50'));
    expect(formatCurrency(-0.001)).toBe('R0.00');
  });

  it('rounds half away from zero on the decimal value', () => {
    expect(formatCurrency(1.005)).toBe('R1.01');
    expect(formatCurrency(2.675)).toBe('R2.68');
    expect(formatCurrency(0.125)).toBe('R0.13');
    expect(formatCurrency(-0.125)).toBe('R0.13');
    expect(formatCurrency(0.124)).toBe('R0.12');
    expect(formatCurrency(999999.995)).toBe(nbsp('R1 000 000.00'));
  });

  it('drops the cents in the no-cents variant, rounding half away from zero', () => {
    expect(formatCurrency(1234.5, { cents: false })).toBe(nbsp('R1 235'));
    expect(formatCurrency(1234.49, { cents: false })).toBe(nbsp('R1 234'));
    expect(formatCurrency(-2.5, { cents: false })).toBe('R3');
    expect(formatCurrency(0, { cents: false })).toBe('R0');
    expect(formatCurrency(1234.5, { cents: true })).toBe(nbsp('R1 234.50'));
  });

  it('gives another count of decimals, such as the four of a unit price (NAV)', () => {
    expect(formatCurrency(24.87, { decimals: 4 })).toBe('R24.8700');
    expect(formatCurrency(1234.56789, { decimals: 4 })).toBe(nbsp('R1 234.5679'));
  });

  it('puts no space after R and a no-break space, never a plain one, between thousands', () => {
    expect(formatCurrency(12345)).toMatch(/^R\d/);
    expect(formatCurrency(12345)).toBe('R12\u00a0345.00');
    for (const value of [0, 999.99, 1000, 12345.6, 1157308.39, -337.5, 1e9, 1e15]) {
      for (const options of [{}, { cents: false }, { decimals: 4 }]) {
        const formatted = formatCurrency(value, options);
        expect(formatted, formatted).not.toMatch(/[ \t\n]/);
      }
    }
  });

  it('groups thousands with the no-break space', () => {
    expect(NO_BREAK_SPACE).toBe('\u00a0');
    expect(groupThousands('1,157,308.39')).toBe('1\u00a0157\u00a0308.39');
  });

  it('gives an empty string for non-finite numbers', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCurrencyShort } from './format-currency-short';

describe('formatCurrencyShort (§9 abbreviations k, million, G, T, P, E)', () => {
  it.each([
    [0, 'R0'],
    [950, 'R950'],
    [999.6, 'R1k'],
    [1000, 'R1k'],
    [1500, 'R1.5k'],
    [45000, 'R45k'],
    [61250.4, 'R61.3k'],
    [98430.12, 'R98.4k'],
    [268412.5, 'R268k'],
    [350000, 'R350k'],
    [999950, 'R1\u00a0million'],
    [1112308.39, 'R1.1\u00a0million'],
    [1200000, 'R1.2\u00a0million'],
    [250000000, 'R250\u00a0million'],
    [3.4e9, 'R3.4G'],
    [2e12, 'R2T'],
    [5e15, 'R5P'],
    [7.25e18, 'R7.3E'],
    [5e21, 'R5\u00a0000E'],
    [-350000, 'R350k'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatCurrencyShort(value)).toBe(expected);
  });

  it('never holds a plain space, so a label never wraps inside', () => {
    for (const value of [950, 45000, 1112308.39, 250000000, 5e21]) {
      expect(formatCurrencyShort(value)).not.toMatch(/ /);
    }
  });

  it('gives nothing for a value that is not a number', () => {
    expect(formatCurrencyShort(Number.NaN)).toBe('');
    expect(formatCurrencyShort(Number.POSITIVE_INFINITY)).toBe('');
  });
});

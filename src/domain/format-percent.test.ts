import { describe, expect, it } from 'vitest';
import { formatPercent } from './format-percent';

describe('formatPercent', () => {
  it.each([
    [7.5, '7.5%'],
    [9.21, '9%'],
    [10, '10%'],
    [0, '0%'],
    [0.5, '0.5%'],
    [4.25, '4%'],
    [4.33, '4%'],
    [7.49, '7%'],
    [7.51, '8%'],
    [9.5, '9.5%'],
    [99.99, '100%'],
    [-7.5, '-7.5%'],
    [-2.6, '-3%'],
    [-0.2, '0%'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it('accepts numeric strings from product attributes', () => {
    expect(formatPercent('7.5')).toBe('7.5%');
    expect(formatPercent('9.21')).toBe('9%');
    expect(formatPercent(' 10 ')).toBe('10%');
  });

  it('gives an empty string for blank, non-numeric or non-finite input', () => {
    expect(formatPercent('')).toBe('');
    expect(formatPercent('  ')).toBe('');
    expect(formatPercent('abc')).toBe('');
    expect(formatPercent(Number.NaN)).toBe('');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './abbreviate-number';

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [12.34, '12.3'],
    [1000, '1k'],
    [1500, '1.5k'],
    [12_345, '12.3k'],
    [999_949, '999.9k'],
    [999_999, '1 million'],
    [2_000_000, '2 million'],
    [2_500_000, '2.5 million'],
    [3e9, '3G'],
    [4.25e12, '4.3T'],
    [5e15, '5P'],
    [6e18, '6E'],
    [7e21, '7000E'],
  ])('abbreviates %d as %s', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });

  it('keeps the sign', () => {
    expect(abbreviateNumber(-1500)).toBe('-1.5k');
    expect(abbreviateNumber(-12)).toBe('-12');
    expect(abbreviateNumber(-0.01)).toBe('0');
  });

  it('takes the number of decimals', () => {
    expect(abbreviateNumber(1234, 0)).toBe('1k');
    expect(abbreviateNumber(1234, 2)).toBe('1.23k');
    expect(abbreviateNumber(999.5, 0)).toBe('1k');
  });

  it('gives an empty string for non-finite numbers', () => {
    expect(abbreviateNumber(Number.NaN)).toBe('');
    expect(abbreviateNumber(Number.NEGATIVE_INFINITY)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { allocationOf, axisTicks, totalOfBalances } from './allocation';

describe('totalOfBalances', () => {
  it('adds the balances that exist in whole cents', () => {
    expect(totalOfBalances([268412.5, 98430.12, 61250.4, 684215.37])).toBe(1112308.39);
    expect(totalOfBalances([0.1, 0.2])).toBe(0.3);
  });

  it('leaves out missing balances rather than counting them as R0.00', () => {
    expect(totalOfBalances([1112308.39, null, undefined])).toBe(1112308.39);
    expect(totalOfBalances([null, undefined])).toBeUndefined();
    expect(totalOfBalances([])).toBeUndefined();
  });

  it('keeps a real zero and ignores what is not money', () => {
    expect(totalOfBalances([0, null])).toBe(0);
    expect(totalOfBalances([Number.NaN, 10])).toBe(10);
  });
});

describe('allocationOf', () => {
  it('gives each held product its share, largest first, with the total', () => {
    const { slices, total } = allocationOf([
      { name: 'Secured', balance: 250 },
      { name: 'Cover', balance: null },
      { name: 'Retirement', balance: 750 },
      { name: 'Empty', balance: 0 },
    ]);
    expect(total).toBe(1000);
    expect(slices).toEqual([
      { name: 'Retirement', balance: 750, halfPercents: 150 },
      { name: 'Secured', balance: 250, halfPercents: 50 },
    ]);
  });

  it('is empty when nothing has a balance', () => {
    expect(allocationOf([{ name: 'Cover', balance: null }])).toEqual({ slices: [], total: 0 });
  });
});

describe('axisTicks', () => {
  it.each([
    [684215.37, [0, 200000, 400000, 600000, 800000]],
    [1000, [0, 500, 1000]],
    [45000, [0, 20000, 40000, 60000]],
    [90, [0, 50, 100]],
  ])('ticks up to %d', (max, expected) => {
    expect(axisTicks(max)).toEqual(expected);
  });

  it('reaches at least the largest value', () => {
    for (const max of [1, 7, 99, 12345, 999999, 3.4e9]) {
      const ticks = axisTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1) ?? 0).toBeGreaterThanOrEqual(max);
    }
  });

  it('gives only 0 when there is nothing to show', () => {
    expect(axisTicks(0)).toEqual([0]);
  });
});

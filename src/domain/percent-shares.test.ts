import { describe, expect, it } from 'vitest';
import { formatHalfPercent, halfPercentShares } from './percent-shares';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const shown = (amounts: readonly number[]) => halfPercentShares(amounts).map(formatHalfPercent);

describe('halfPercentShares (§9: no decimals, one for an exact half; the shares add to 100%)', () => {
  it('adds to 100% where rounding each share alone makes 101% (Thandi: 61.51, 24.13, 8.85, 5.51)', () => {
    const thandi = [684215.37, 268412.5, 98430.12, 61250.4];
    expect(thandi.map((amount) => Math.round((amount / sum(thandi)) * 100))).toEqual([62, 24, 9, 6]);
    expect(shown(thandi)).toEqual(['62%', '24%', '9%', '5%']);
    expect(sum(halfPercentShares(thandi))).toBe(200);
  });

  it('keeps an exact half with its one decimal', () => {
    expect(shown([100, 300, 400])).toEqual(['12.5%', '37.5%', '50%']);
    // 12.5% of R800.80, which a float division does not give exactly.
    expect(shown([100.1, 700.7])).toEqual(['12.5%', '87.5%']);
  });

  it('gives the whole percents left to the largest remainders, ties to the first', () => {
    expect(shown([1, 1, 1])).toEqual(['34%', '33%', '33%']);
    expect(shown([406, 306, 288])).toEqual(['41%', '30%', '29%']);
  });

  it('gives the half an odd number of exact halves leaves to the largest remainder', () => {
    // 12.5% exact, then 30.2% and 57.3%: whole percents cannot make up 87.5%.
    const shares = halfPercentShares([125, 302, 573]);
    expect(shares.map(formatHalfPercent)).toEqual(['12.5%', '30%', '57.5%']);
    expect(sum(shares)).toBe(200);
  });

  it('shows a share that rounds to nothing as <1%, and adds to 100% with it', () => {
    expect(shown([99_800, 200])).toEqual(['100%', '<1%']);
    // Thirty equal shares of 3⅓%: ten of 4% and twenty of 3% make 100%.
    const thirty = shown(Array.from({ length: 30 }, () => 1));
    expect(thirty.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => '4%'));
    expect(thirty.slice(10)).toEqual(Array.from({ length: 20 }, () => '3%'));
  });

  it('adds to exactly 100% for any set of amounts', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed;
    };
    for (let round = 0; round < 500; round += 1) {
      const amounts = Array.from({ length: 1 + (next() % 9) }, () => (next() % 10_000_000) / 100);
      if (sum(amounts) === 0) continue;
      const shares = halfPercentShares(amounts);
      expect(sum(shares)).toBe(200);
      // No share is more than a percent from its true value.
      for (const [index, share] of shares.entries()) {
        expect(Math.abs(share / 2 - ((amounts[index] ?? 0) / sum(amounts)) * 100)).toBeLessThan(1);
      }
    }
  });

  it('gives nothing to what is not money, and zeros when there is no total', () => {
    expect(halfPercentShares([100, Number.NaN, -5])).toEqual([200, 0, 0]);
    expect(halfPercentShares([0, 0])).toEqual([0, 0]);
    expect(halfPercentShares([])).toEqual([]);
  });
});

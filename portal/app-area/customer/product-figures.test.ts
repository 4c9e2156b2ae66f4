import { describe, expect, it } from 'vitest';
import { nbsp } from '../../../src/test/nbsp';
import { coverAmount, formatGrowth, productGrowth } from './product-figures';

const summary = (Balance: number | null, lines: [string, string][]) => ({
  Balance,
  Blocks: [{ Title: null, PanelDataList: lines.map(([label, value]) => ({ label, value, info: null })) }],
});

describe('productGrowth', () => {
  it('is the balance less the capital invested, in cents, with its share of the capital', () => {
    const growth = productGrowth(summary(268412.5, [['Capital invested', 'R 250 000.00']]));
    expect(growth?.cents).toBe(1841250);
    expect(growth?.percent).toBeCloseTo(7.365, 3);
  });

  it('reads total or lifetime contributions where no capital is named', () => {
    expect(productGrowth(summary(98430.12, [['Total contributions', 'R 81 000.00']]))?.cents).toBe(1743012);
    expect(
      productGrowth(
        summary(61250.4, [
          ['Contributions this tax year', 'R 24 000.00'],
          ['Lifetime contributions', 'R 58 000.00'],
        ]),
      )?.cents,
    ).toBe(325040);
  });

  it('counts a fall below what was put in', () => {
    expect(productGrowth(summary(9000, [['Capital invested', 'R 10 000.00']]))).toEqual({
      cents: -100000,
      percent: -10,
    });
  });

  it('has nothing to say without a balance, without what was put in, or when that is not rands', () => {
    expect(productGrowth(summary(null, [['Capital invested', 'R 250 000.00']]))).toBeUndefined();
    expect(productGrowth(summary(684215.37, [['Normal retirement age', '65']]))).toBeUndefined();
    expect(productGrowth(summary(100, [['Capital invested', 'to follow']]))).toBeUndefined();
    expect(productGrowth(summary(100, [['Capital invested', 'R 0.00']]))).toBeUndefined();
  });
});

describe('formatGrowth', () => {
  it('writes a rise with a plus, a fall with a true minus, and one decimal of the share', () => {
    expect(formatGrowth({ cents: 1841250, percent: 7.365 })).toBe(nbsp('+R18 412.50 (7.4%)'));
    expect(formatGrowth({ cents: -100000, percent: -10 })).toBe(nbsp('−R1 000.00 (−10.0%)'));
    expect(formatGrowth({ cents: 0, percent: 0 })).toBe('R0.00 (0.0%)');
  });
});

describe('coverAmount', () => {
  it('reads the cover amount of a product with no balance', () => {
    expect(coverAmount(summary(null, [['Cover amount', 'R 1 850 000.00']]))).toBe(185000000);
  });

  it('is undefined for a valued product or one that names no cover', () => {
    expect(coverAmount(summary(100, [['Cover amount', 'R 1 850 000.00']]))).toBeUndefined();
    expect(coverAmount(summary(null, [['Status', 'Signed']]))).toBeUndefined();
  });
});

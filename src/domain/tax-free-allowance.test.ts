import { describe, expect, it } from 'vitest';
import { annualTaxFreeLimit, taxFreeAllowance, taxYearOf } from './tax-free-allowance';

describe('tax-free limits per tax year', () => {
  it('names a tax year by the year of its 1 March', () => {
    expect(taxYearOf(new Date(2026, 1, 28))).toBe(2025);
    expect(taxYearOf(new Date(2026, 2, 1))).toBe(2026);
    expect(taxYearOf(new Date(2028, 1, 29))).toBe(2027);
  });

  it('is R36 000 up to 2025/26 and R46 000 from 1 March 2026; the lifetime limit R500 000 shows on the meter (buy-tax-free.test)', () => {
    expect(annualTaxFreeLimit(2014)).toBe(0);
    expect(annualTaxFreeLimit(2015)).toBe(30_000);
    expect(annualTaxFreeLimit(2019)).toBe(33_000);
    expect(annualTaxFreeLimit(2025)).toBe(36_000);
    expect(annualTaxFreeLimit(2026)).toBe(46_000);
    expect(annualTaxFreeLimit(2030)).toBe(46_000);
  });
});

describe('taxFreeAllowance', () => {
  // Thandi in November 2026: R24 000 in already, so the API says R22 000 remains with us.
  const november = new Date(2026, 10, 25);
  const thandi = { today: november, remainingWithUs: 22_000, elsewhere: 0, lumpSum: 0, monthly: 0 };

  it('shows the limit, what has gone in and what is left', () => {
    expect(taxFreeAllowance(thandi)).toMatchObject({
      taxYear: 2026,
      limit: 46_000,
      contributed: 24_000,
      left: 22_000,
      adding: 0,
      excess: 0,
    });
  });

  it('lets R22 000 in and stops R22 000.01, by the cent', () => {
    expect(taxFreeAllowance({ ...thandi, lumpSum: 22_000 }).excess).toBe(0);
    expect(taxFreeAllowance({ ...thandi, lumpSum: 22_000.01 }).excess).toBe(0.01);
    expect(taxFreeAllowance({ ...thandi, lumpSum: 22_001 }).excess).toBe(1);
  });

  it('adds the monthly debits that run before the end of February (3 from November)', () => {
    const plan = taxFreeAllowance({ ...thandi, lumpSum: 10_000, monthly: 4_000 });
    expect(plan).toMatchObject({ debits: 3, adding: 22_000, excess: 0 });
    expect(taxFreeAllowance({ ...thandi, lumpSum: 10_000, monthly: 4_001 }).excess).toBe(3);
  });

  it('counts contributions declared with other providers, and never shows less than nothing left', () => {
    expect(taxFreeAllowance({ ...thandi, elsewhere: 5_000 })).toMatchObject({
      contributed: 29_000,
      left: 17_000,
    });
    expect(taxFreeAllowance({ ...thandi, elsewhere: 30_000, lumpSum: 1 })).toMatchObject({
      left: 0,
      excess: 1,
    });
  });

  it('follows the date: the same R40 000 fits from 1 March 2026, not on 28 February 2026', () => {
    const fresh = { remainingWithUs: 0, elsewhere: 0, lumpSum: 40_000, monthly: 0 };
    // The API's remaining follows the year too: in 2025/26 a new customer has R36 000 left, in 2026/27 R46 000.
    expect(taxFreeAllowance({ ...fresh, today: new Date(2026, 1, 28), remainingWithUs: 36_000 }).excess).toBe(
      4_000,
    );
    expect(taxFreeAllowance({ ...fresh, today: new Date(2026, 2, 1), remainingWithUs: 46_000 }).excess).toBe(
      0,
    );
  });
});

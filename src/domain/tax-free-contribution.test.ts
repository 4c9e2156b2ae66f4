import { describe, expect, it } from 'vitest';
import {
  checkTaxFreeContribution,
  isTaxFreeContributionValid,
  type TaxFreeContributionInput,
} from './tax-free-contribution';

// Mock sample data: minimum lump sum 5000, minimum monthly 500.
const base: TaxFreeContributionInput = {
  lumpSum: undefined,
  monthly: undefined,
  minimumLumpSum: 5000,
  minimumMonthly: 500,
  remainingMonths: 12,
  contributionsRemaining: 36_000,
};

describe('checkTaxFreeContribution', () => {
  it('accepts a lump sum alone, a monthly amount alone, or both', () => {
    expect(isTaxFreeContributionValid({ ...base, lumpSum: 5000 })).toBe(true);
    expect(isTaxFreeContributionValid({ ...base, monthly: 500 })).toBe(true);
    expect(isTaxFreeContributionValid({ ...base, lumpSum: 6000, monthly: 2500 })).toBe(true);
  });

  it('needs an entered lump sum to reach the minimum', () => {
    expect(checkTaxFreeContribution({ ...base, lumpSum: 4999.99 })).toMatchObject({
      lumpSum: false,
      valid: false,
    });
    expect(checkTaxFreeContribution({ ...base, lumpSum: 5000 }).lumpSum).toBe(true);
  });

  it('needs an entered monthly amount to reach the minimum', () => {
    expect(checkTaxFreeContribution({ ...base, monthly: 499 })).toMatchObject({
      monthly: false,
      valid: false,
    });
    expect(checkTaxFreeContribution({ ...base, lumpSum: 5000, monthly: 100 }).valid).toBe(false);
  });

  it('does not apply a minimum to an amount left empty or 0', () => {
    expect(checkTaxFreeContribution({ ...base, lumpSum: 0, monthly: 500 })).toMatchObject({
      lumpSum: true,
      valid: true,
    });
    expect(checkTaxFreeContribution({ ...base, lumpSum: 5000, monthly: Number.NaN }).valid).toBe(true);
    expect(checkTaxFreeContribution({ ...base, lumpSum: 5000, monthly: null }).valid).toBe(true);
  });

  it('needs at least one amount greater than 0', () => {
    expect(checkTaxFreeContribution(base)).toMatchObject({ anyContribution: false, valid: false });
    expect(checkTaxFreeContribution({ ...base, lumpSum: 0, monthly: 0 }).anyContribution).toBe(false);
  });

  it('rejects negative amounts', () => {
    expect(checkTaxFreeContribution({ ...base, lumpSum: -5000, monthly: 500 }).valid).toBe(false);
  });

  it('keeps lump sum + remaining months × monthly within the contributions remaining', () => {
    // 6 000 + 12 × 2 500 = 36 000: exactly the allowance.
    expect(checkTaxFreeContribution({ ...base, lumpSum: 6000, monthly: 2500 }).withinAllowance).toBe(true);
    expect(checkTaxFreeContribution({ ...base, lumpSum: 6000.01, monthly: 2500 })).toMatchObject({
      withinAllowance: false,
      valid: false,
    });
    // With one month left the same monthly amount fits easily.
    expect(isTaxFreeContributionValid({ ...base, remainingMonths: 1, lumpSum: 30_000, monthly: 6000 })).toBe(
      true,
    );
    expect(isTaxFreeContributionValid({ ...base, remainingMonths: 2, lumpSum: 30_000, monthly: 6000 })).toBe(
      false,
    );
  });

  it('compares in whole cents, so floating-point sums do not trip the limit', () => {
    expect(
      isTaxFreeContributionValid({
        ...base,
        minimumLumpSum: 0.1,
        minimumMonthly: 0.1,
        remainingMonths: 1,
        lumpSum: 0.1,
        monthly: 0.2,
        contributionsRemaining: 0.3,
      }),
    ).toBe(true);
  });

  it('rejects everything when nothing may be contributed', () => {
    expect(isTaxFreeContributionValid({ ...base, contributionsRemaining: 0, lumpSum: 5000 })).toBe(false);
    expect(isTaxFreeContributionValid({ ...base, contributionsRemaining: Number.NaN, lumpSum: 5000 })).toBe(
      false,
    );
  });
});

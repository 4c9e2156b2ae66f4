import { centsOf } from './money';
import { remainingDebitMonths, taxYearStartMonth } from './tax-free-months';

/**
 * The tax-free savings limits (Income Tax Act s12T): data per tax year, not constants in code. A tax
 * year is named by the calendar year its 1 March falls in (2026 is 1 March 2026 – 28 February 2027).
 * Each entry holds from its year until the next entry.
 */
const TAX_FREE_ANNUAL_LIMITS: readonly { readonly fromTaxYear: number; readonly limit: number }[] = [
  { fromTaxYear: 2015, limit: 30_000 },
  { fromTaxYear: 2017, limit: 33_000 },
  { fromTaxYear: 2020, limit: 36_000 },
  // Budget 2026: from 1 March 2026.
  { fromTaxYear: 2026, limit: 46_000 },
];

/** What a person may contribute to tax-free savings over a lifetime. */
export const TAX_FREE_LIFETIME_LIMIT = 500_000;

/** SARS taxes contributions above either limit at 40%. */
export const TAX_FREE_EXCESS_TAX_RATE = 0.4;

/**
 * The tax year a day falls in, named by the calendar year it starts in. It starts on the 1st of the
 * TaxYearStart attribute's month (March in South Africa, and when the attribute is missing).
 */
export function taxYearOf(day: Date, taxYearStart?: number | string | null): number {
  return day.getMonth() + 1 >= taxYearStartMonth(taxYearStart) ? day.getFullYear() : day.getFullYear() - 1;
}

/** The annual limit of a tax year (0 before tax-free savings existed). */
export function annualTaxFreeLimit(taxYear: number): number {
  let limit = 0;
  for (const entry of TAX_FREE_ANNUAL_LIMITS) if (taxYear >= entry.fromTaxYear) limit = entry.limit;
  return limit;
}

/** What the allowance meter shows, in rand. */
export interface TaxFreeAllowance {
  taxYear: number;
  /** This tax year's limit. */
  limit: number;
  /** Gone in this tax year: with us (the limit less TaxFreeContributionsRemaining) and elsewhere (declared). */
  contributed: number;
  /** Of that, with us. */
  withUs: number;
  /** Of that, with other providers, as declared. */
  elsewhere: number;
  /** The last month of the tax year (1–12): February when it starts in March. */
  lastMonth: number;
  /** Still allowed this tax year before this purchase (never below 0). */
  left: number;
  /** Monthly debits this purchase makes before the tax year ends (see remainingDebitMonths). */
  debits: number;
  /** What this purchase adds this tax year: the lump sum and those debits. */
  adding: number;
  /** How far this purchase would go over this year's limit (0 when it fits). */
  excess: number;
}

export interface AllowanceInput {
  today: Date;
  /** The TaxYearStart attribute (March when missing): when this tax year's debits end. */
  taxYearStart?: number | string | null | undefined;
  /** The TaxFreeContributionsRemaining attribute: what the customer may still put in with us this year. */
  remainingWithUs: number;
  /** Tax-free contributions with other providers this tax year, as the customer declares them. */
  elsewhere: number;
  lumpSum: number;
  monthly: number;
}

// Whole cents, so that sums such as 0.1 + 0.2 compare exactly; what is not money counts as 0.
const cents = (amount: number) => centsOf(Math.max(amount, 0)) ?? 0;
const rand = (amountInCents: number) => amountInCents / 100;

/** This tax year's allowance, and what a purchase of `lumpSum` now and `monthly` debits does to it. */
export function taxFreeAllowance(input: AllowanceInput): TaxFreeAllowance {
  const taxYear = taxYearOf(input.today, input.taxYearStart);
  const limit = annualTaxFreeLimit(taxYear);
  const withUs = Math.max(cents(limit) - cents(input.remainingWithUs), 0);
  const elsewhere = Math.max(cents(input.elsewhere), 0);
  const contributed = withUs + elsewhere;
  const left = Math.max(cents(limit) - contributed, 0);
  const debits = remainingDebitMonths(input.today, input.taxYearStart);
  const adding = cents(input.lumpSum) + debits * cents(input.monthly);
  return {
    taxYear,
    limit,
    contributed: rand(contributed),
    withUs: rand(withUs),
    elsewhere: rand(elsewhere),
    lastMonth: taxYearStartMonth(input.taxYearStart) - 1 || 12,
    left: rand(left),
    debits,
    adding: rand(adding),
    excess: rand(Math.max(adding - left, 0)),
  };
}

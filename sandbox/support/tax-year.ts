/** The South African tax year starts on 1 March; the start of the one containing `ms`, as YYYY-MM-DD. */
export function taxYearStart(ms: number): string {
  const date = new Date(ms);
  const year = date.getUTCMonth() >= 2 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return `${year}-03-01`;
}

/** Day before `ms`, as YYYY-MM-DD: unit trust prices are published for the previous business day. */
export function previousDay(ms: number): string {
  return new Date(ms - 86_400_000).toISOString().slice(0, 10);
}

/** Annual tax-free limits by the tax year they start in (Budget 2026 raised it from 1 March 2026). */
const ANNUAL_TAX_FREE_LIMITS: readonly [fromTaxYear: number, limit: number][] = [
  [2015, 30_000],
  [2017, 33_000],
  [2020, 36_000],
  [2026, 46_000],
];

/** The annual tax-free limit of the tax year containing `ms`. */
export function annualTaxFreeLimit(ms: number): number {
  const taxYear = Number(taxYearStart(ms).slice(0, 4));
  return ANNUAL_TAX_FREE_LIMITS.reduce((limit, [from, amount]) => (taxYear >= from ? amount : limit), 0);
}

/**
 * Monthly debits a tax-free purchase on `ms` collects before the tax year ends: the first runs on the
 * 1st of the next month, the last in February (a purchase in March: 11; in February: none).
 */
export function debitsLeftInTaxYear(ms: number): number {
  return (2 - (new Date(ms).getUTCMonth() + 1) + 12) % 12;
}

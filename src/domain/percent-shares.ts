import { centsOf } from './money';

/**
 * Shares of a whole as §9 shows percentages, in half-percent units (25 is 12.5%), adding to exactly 200
 * (100%): a share that is exactly a half keeps its half; every other share is a whole percent, rounded
 * by the largest remainder (Hamilton's method), so the column adds to the "Total 100%" printed under it
 * where rounding each share on its own can make 101%. Only when an odd number of shares are exact halves
 * can no set of whole percents fill the rest; the one with the largest remainder then takes the half.
 *
 * `amounts` are in rand and counted in whole cents, so an exact half is found exactly (12.5% of
 * R800.80 is R100.10, which a float division would miss). Amounts that are not positive money count as
 * nothing and get 0. An empty list or a total of nothing gives zeros.
 */
export function halfPercentShares(amounts: readonly number[]): number[] {
  const cents = amounts.map((amount) => centsOf(amount) ?? 0);
  const total = cents.reduce((sum, value) => sum + value, 0);
  if (total === 0) return cents.map(() => 0);
  const parts = cents.map((value, index) => {
    const scaled = value * 200; // in half-percent units, times the total
    const halves = Math.floor(scaled / total);
    const exact = halves * total === scaled;
    // Whole percents are counted in steps of two halves; an exact share keeps what it is.
    const share = exact ? halves : halves - (halves % 2);
    return { index, share, exact, remainder: scaled - share * total };
  });
  let missing = 200 - parts.reduce((sum, part) => sum + part.share, 0);
  const byRemainder = parts
    .filter((part) => !part.exact)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const part of byRemainder) {
    if (missing <= 0) break;
    const step = Math.min(2, missing);
    part.share += step;
    missing -= step;
  }
  return parts.map((part) => part.share);
}

/** A held share in half-percent units as §9 writes it: `62%`, `12.5%`; `<1%` for one that rounds to nothing. */
export function formatHalfPercent(halves: number): string {
  if (halves === 0) return '<1%';
  return `${halves % 2 === 0 ? halves / 2 : (halves / 2).toFixed(1)}%`;
}

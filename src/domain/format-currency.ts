/** U+00A0, the no-break space: between thousands so an amount never wraps across two lines. */
export const NO_BREAK_SPACE = '\u00a0';

/** The digits of a magnitude with a no-break space between thousands: `1 157 308.39` (no plain space). */
export function groupThousands(formatted: string): string {
  return formatted.replaceAll(',', NO_BREAK_SPACE);
}

/**
 * Formats rands the product's way (§9, DESIGN §5.1): `R` with no space after it, a no-break space
 * between thousands (so `R1 157 308.39` never wraps), a `.` decimal point, and the minus sign stripped
 * (balances are shown as magnitudes; DESIGN §8a keeps the spec's format). `R1 234.50`, not
 * `R 1 234.50`: the spec writes "prefix R", and a bare prefix keeps `R0.00` compact.
 *
 * Rounds half away from zero on the decimal value (1.005 → R1.01), as Intl's default `halfExpand` does.
 * `cents: false` gives whole rands (the spec's no-cents version); `decimals` another count, such as the
 * four a fund's unit price (NAV) is quoted to. Non-finite input has nothing to show and gives ''.
 */
export function formatCurrency(
  value: number,
  { cents = true, decimals = cents ? 2 : 0 }: { cents?: boolean; decimals?: number } = {},
): string {
  if (!Number.isFinite(value)) return '';
  const format = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `R${groupThousands(format.format(Math.abs(value)))}`;
}

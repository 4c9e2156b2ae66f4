const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const withoutCents = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Formats rands the product's way (§9): `R` with no space after it, a space between thousands,
 * a `.` decimal point, and the minus sign stripped (balances are shown as magnitudes).
 * `R1 234.50`, not `R 1 234.50`: the spec writes "prefix R", and a bare prefix keeps `R0.00` compact.
 *
 * Rounds half away from zero on the decimal value (1.005 → R1.01), as Intl's default `halfExpand` does.
 * Non-finite input has nothing to show and gives ''.
 */
export function formatCurrency(value: number, options: { cents?: boolean } = {}): string {
  if (!Number.isFinite(value)) return '';
  const format = options.cents === false ? withoutCents : withCents;
  return `R${format.format(Math.abs(value)).replaceAll(',', ' ')}`;
}

/**
 * Formats a percentage (§9): no decimals, except one decimal when the value sits exactly on a half
 * (7.5 → '7.5%', 9.21 → '9%', 10 → '10%'). Other values round half away from zero (7.51 → '8%').
 * Accepts the numeric strings product attributes carry ('7.5'); blank or non-numeric input gives ''.
 */
export function formatPercent(value: number | string): string {
  const number = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
  if (!Number.isFinite(number)) return '';
  const magnitude = Math.abs(number);
  const sign = number < 0 ? '-' : '';
  if (magnitude % 1 === 0.5) return `${sign}${magnitude.toFixed(1)}%`;
  const rounded = Math.round(magnitude);
  return `${rounded === 0 ? '' : sign}${rounded}%`;
}

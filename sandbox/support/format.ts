/** Rand as the product shows it: R prefix, space thousands separator, two decimals. */
export function formatRand(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  return `R ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${cents}`;
}

/** .NET-style local date-time without zone, e.g. `2026-05-30T09:15:00`. */
export function dotNetDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

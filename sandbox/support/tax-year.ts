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

/**
 * An amount of rand as a customer types it: '20000', '20 000', 'R20 000.50' or '20,000.50'.
 * Gives the number, or undefined for anything else (letters, more than two decimals, negative).
 */
export function parseRandAmount(text: string): number | undefined {
  const plain = text.trim().replace(/^R\s*/i, '').replace(/[\s,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  return Number(plain);
}

/** An account number shown with all but its last four digits hidden: '*******5012'. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.trim();
  return `${'*'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}

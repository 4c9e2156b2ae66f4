/**
 * An amount of rand as a customer types it: '20000', '20 000', 'R20 000.50', '20,000.50', or with the
 * decimal comma South Africans also write ('20 000,50', '4999,99'). A comma before exactly three digits
 * groups thousands; a last comma before one or two digits is the decimal mark. Gives the number, or
 * undefined for anything else (letters, more than two decimals, negative, '20,00,0'): an amount that
 * could be read two ways is refused rather than guessed, as it is money.
 */
export function parseRandAmount(text: string): number | undefined {
  const plain = text.trim().replace(/^R\s*/i, '').replace(/\s/g, '');
  if (/^\d+(\.\d{1,2})?$/.test(plain)) return Number(plain);
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(plain)) return Number(plain.replace(/,/g, ''));
  if (/^\d+,\d{1,2}$/.test(plain)) return Number(plain.replace(',', '.'));
  return undefined;
}

/** An account number shown with all but its last four digits hidden: '*******5012'. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.trim();
  return `${'*'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}

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

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount field's text tidied when the customer leaves it, in §9's way without the "R" (the field
 * shows it before the value): '20000' → '20 000.00'. Text that is not an amount is left as typed, for
 * its message to say why.
 */
export function tidyRandAmount(text: string): string {
  const amount = parseRandAmount(text);
  return amount === undefined ? text : twoDecimals.format(amount).replaceAll(',', ' ');
}

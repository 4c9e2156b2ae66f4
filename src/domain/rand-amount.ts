import type { TypedAmount } from './typed-amount';

export type { TypedAmount } from './typed-amount';

/**
 * An amount of rand as a customer types it: '20000', '20 000', 'R20 000.50', '20,000.50', or with the
 * decimal comma South Africans also write ('20 000,50', '4999,99'). A comma before exactly three digits
 * groups thousands; a last comma before one or two digits is the decimal mark. Gives the amount written
 * plainly ('20000.50'), or undefined for anything else (letters, more than two decimals, negative,
 * '20,00,0'): an amount that could be read two ways is refused rather than guessed, as it is money.
 */
function plainRand(text: string): string | undefined {
  const plain = text.trim().replace(/^R\s*/i, '').replace(/\s/g, '');
  if (/^\d+(\.\d{1,2})?$/.test(plain)) return plain;
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(plain)) return plain.replace(/,/g, '');
  if (/^\d+,\d{1,2}$/.test(plain)) return plain.replace(',', '.');
  return undefined;
}

/**
 * The one place an amount's text becomes cents: on each change of its field. Empty is 0 cents ("none")
 * in an `optional` field and no amount (null) in one that needs an amount. The cents are exact (counted
 * from the digits, not through a float); an amount too large to count exactly is still a whole number,
 * far above any maximum, so the rules refuse it as too large.
 */
export function typedAmount(text: string, { optional = false }: { optional?: boolean } = {}): TypedAmount {
  if (optional && text.trim() === '') return { text, cents: 0 };
  const plain = plainRand(text);
  if (plain === undefined) return { text, cents: null };
  const [whole = '0', fraction = ''] = plain.split('.');
  return { text, cents: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}

/** An account number shown with all but its last four digits hidden: '*******5012'. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.trim();
  return `${'*'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An amount field's value tidied when the customer leaves it, in §9's way without the "R" (the field
 * shows it before the value): '20000' → '20 000.00', written from its cents without reading the text
 * again. Text that is not an amount is left as typed, for its message to say why; empty stays empty.
 */
export function tidyTypedAmount(amount: TypedAmount): TypedAmount {
  if (amount.cents === null || amount.text.trim() === '') return amount;
  return { text: twoDecimals.format(amount.cents / 100).replaceAll(',', ' '), cents: amount.cents };
}

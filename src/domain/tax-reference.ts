import { passesLuhn } from './sa-id-number';

/**
 * Digits in a SARS income tax reference number.
 * @internal
 */
export const TAX_REFERENCE_LENGTH = 10;

/** For a number of the wrong length, with other characters, or starting with a digit other than 0, 1, 2, 3 or 9. */
export const TAX_REFERENCE_MESSAGE =
  'Please enter your 10-digit SARS income tax reference number (it starts with 0, 1, 2, 3 or 9)';

/**
 * For a well-formed number whose check digit is wrong (most often a mistyped digit).
 * @internal
 */
export const TAX_REFERENCE_CHECK_DIGIT_MESSAGE =
  'This is not a valid SARS income tax reference number: please check the digits';

/** The number as stored and sent: spaces (of any kind) taken out, e.g. `0001 339 050` → `0001339050`. */
export function normaliseTaxReference(text: string): string {
  return text.replace(/\s+/g, '');
}

/**
 * Why `text` is not a SARS income tax reference number, or undefined when it is: 10 digits once spaces
 * are removed, starting 0, 1, 2, 3 or 9, the last a Luhn (mod 10) check digit over all ten.
 */
export function taxReferenceProblem(text: string): string | undefined {
  const digits = normaliseTaxReference(text);
  if (digits.length !== TAX_REFERENCE_LENGTH || !/^[01239]\d+$/.test(digits)) return TAX_REFERENCE_MESSAGE;
  if (!passesLuhn(digits)) return TAX_REFERENCE_CHECK_DIGIT_MESSAGE;
  return undefined;
}

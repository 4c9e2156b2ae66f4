/**
 * Text as the product writes its amounts: each space between digit groups (`R1 157 308.39`,
 * `Enter R22 000.00 or less`) becomes the no-break space U+00A0 that formatCurrency puts there, so a test
 * can write an amount readably and still check the exact characters. Spaces elsewhere stay plain.
 */
export function nbsp(text: string): string {
  return text.replace(/(?<=\d) (?=\d{3}(?!\d))/g, '\u00a0');
}

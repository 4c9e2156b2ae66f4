/**
 * WCAG 2.2 contrast, for the colour tests only (tokens, avatar colours), with 2.2's corrected sRGB
 * threshold 0.04045 (WCAG 2.0 printed 0.03928; no 8-bit channel value falls between the two).
 */

function channel(hex: string, offset: number): number {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function expand(colour: string): string {
  const hex = colour.replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) return Array.from(hex, (digit) => digit + digit).join('');
  if (/^[0-9a-f]{6}$/i.test(hex)) return hex;
  throw new RangeError(`Not a hex colour: ${colour}`);
}

/** WCAG 2 relative luminance of a `#rgb` or `#rrggbb` colour, from 0 (black) to 1 (white). */
export function relativeLuminance(colour: string): number {
  const hex = expand(colour);
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 2) + 0.0722 * channel(hex, 4);
}

/** WCAG 2 contrast ratio of two hex colours, from 1 to 21; AA body text needs at least 4.5. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

import { groupThousands, NO_BREAK_SPACE } from './format-currency';

/**
 * Apart from format-currency.ts so the landing page, which formats rands but draws no chart, does not
 * carry it. Spaces are no-break spaces (U+00A0), as in formatCurrency, so a label never wraps inside.
 */

/** §9's abbreviations, smallest first: none, k, million, G, T, P, E. */
const UNITS: readonly (readonly [number, string])[] = [
  [1, ''],
  [1e3, 'k'],
  [1e6, `${NO_BREAK_SPACE}million`],
  [1e9, 'G'],
  [1e12, 'T'],
  [1e15, 'P'],
  [1e18, 'E'],
];

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Rands in a few characters with §9's abbreviations, for chart axes and labels: `R350k`,
 * `R1.2 million`, `R98.4k`, `R950`. Below 100 of a unit one decimal is kept (dropped when .0), from 100
 * none, and whole rands below R1 000; a value that rounds up to 1 000 of a unit moves to the next
 * (999 950 is `R1 million`, not `R1000k`). The minus sign is stripped as in {@link formatCurrency};
 * non-finite input gives ''.
 */
export function formatCurrencyShort(value: number): string {
  if (!Number.isFinite(value)) return '';
  const magnitude = Math.abs(value);
  let index = 0;
  while (index < UNITS.length - 1 && magnitude >= (UNITS[index + 1]?.[0] ?? Number.POSITIVE_INFINITY))
    index += 1;
  const scaledIn = (at: number) => {
    const scaled = magnitude / (UNITS[at]?.[0] ?? 1);
    return at === 0 || scaled >= 100 ? Math.round(scaled) : Math.round(scaled * 10) / 10;
  };
  let scaled = scaledIn(index);
  if (scaled >= 1000 && index < UNITS.length - 1) {
    index += 1;
    scaled = scaledIn(index);
  }
  return `R${groupThousands(oneDecimal.format(scaled))}${UNITS[index]?.[1] ?? ''}`;
}

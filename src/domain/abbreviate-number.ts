const UNITS = [
  { scale: 1, suffix: '' },
  { scale: 1e3, suffix: 'k' },
  { scale: 1e6, suffix: ' million' },
  { scale: 1e9, suffix: 'G' },
  { scale: 1e12, suffix: 'T' },
  { scale: 1e15, suffix: 'P' },
  { scale: 1e18, suffix: 'E' },
] as const;

function rounded(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/**
 * Abbreviates a large number with the product's units k, million, G, T, P and E (§9),
 * keeping up to `decimals` decimals without trailing zeros: 1 500 → '1.5k', 2 000 000 → '2 million',
 * 3e9 → '3G'. 'million' is a word, so it alone is set off by a space. A value that rounds up to
 * 1 000 of its unit moves to the next (999 999 → '1 million', not '1000k'). Below 1 000 there is no unit.
 * The sign is kept (but never on zero); non-finite input gives ''.
 */
export function abbreviateNumber(value: number, decimals = 1): string {
  if (!Number.isFinite(value)) return '';
  const magnitude = Math.abs(value);
  let index = UNITS.findLastIndex((unit) => magnitude >= unit.scale);
  if (index < 0) index = 0;
  while (index < UNITS.length - 1 && rounded(magnitude / (UNITS[index]?.scale ?? 1), decimals) >= 1000)
    index++;
  const unit = UNITS[index] ?? UNITS[0];
  const shown = rounded(magnitude / unit.scale, decimals);
  return `${value < 0 && shown !== 0 ? '-' : ''}${shown}${unit.suffix}`;
}

import { addRand, centsOf } from './money';
import { halfPercentShares } from './percent-shares';

/** One product's part of an allocation. */
interface AllocationSlice {
  name: string;
  /** In rand. */
  balance: number;
  /** Part of the total in half-percent units (0–200), as §9 shows it; the slices' shares add to 200. */
  halfPercents: number;
}

/** An allocation across products: the slices, largest first, and their total in rand. */
export interface Allocation {
  slices: AllocationSlice[];
  total: number;
}

/**
 * The total of the balances that exist, added in whole cents (src/domain/money): a missing balance
 * (null or undefined, e.g. cover) counts for nothing rather than as R0.00, and so does anything that
 * is not money. `undefined` when no balance exists at all, so a caller never shows an invented R0.00.
 */
export function totalOfBalances(balances: readonly (number | null | undefined)[]): number | undefined {
  const present = balances.filter(
    (balance): balance is number => typeof balance === 'number' && centsOf(Math.abs(balance)) !== undefined,
  );
  return present.length === 0 ? undefined : addRand(...present);
}

/**
 * How `entries` share their total: the entries with a positive balance, largest first (ties in
 * their given order), each with its share of the total as §9 rounds it (`halfPercentShares`: the
 * shares add to exactly 100%). Entries without a balance are left out.
 */
export function allocationOf(
  entries: readonly { name: string; balance: number | null | undefined }[],
): Allocation {
  const held = entries.filter(
    (entry): entry is { name: string; balance: number } =>
      typeof entry.balance === 'number' && (centsOf(entry.balance) ?? 0) > 0,
  );
  const total = addRand(...held.map((entry) => entry.balance));
  const shares = halfPercentShares(held.map((entry) => entry.balance));
  const slices = held
    .map((entry, index) => ({ name: entry.name, balance: entry.balance, halfPercents: shares[index] ?? 0 }))
    .sort((a, b) => b.balance - a.balance);
  return { slices, total };
}

/**
 * Round axis ticks from 0 to at least `max`: about `count` steps of 1, 2 or 5 times a power of ten
 * (0, 200 000, 400 000 …). A `max` of 0 or less gives [0].
 */
export function axisTicks(max: number, count = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}

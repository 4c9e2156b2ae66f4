/** Records kept at most per collection filled by callers without a token (the oldest go first). */
export const MAX_KEPT = 10_000;

/** Appends `item`, dropping the oldest beyond `max`, so memory stays flat however much is sent. */
export function appendBounded<T>(list: T[], item: T, max = MAX_KEPT): void {
  list.push(item);
  if (list.length > max) list.splice(0, list.length - max);
}

/**
 * Splits a list of like checks (pages, payloads) into runs of `size`, one test each: the checks of a run
 * share one browser context and page, which costs about a CPU-second per test on this machine (issue 45),
 * and a run of five stays far inside a test's time limit on a busy machine.
 */
export function batches<T>(items: readonly T[], size = 5): T[][] {
  const runs: T[][] = [];
  for (let first = 0; first < items.length; first += size) runs.push(items.slice(first, first + size));
  return runs;
}

/** What `npm run lighthouse` keeps of one page's Lighthouse runs, and the verdict on them. */
export interface PageScores {
  page: string;
  /** 0–100, the best of the runs: a real regression lowers every run, a busy machine only some. */
  performance: number;
  /** Every run's performance, in order, printed so that a noisy machine shows. */
  runs: readonly number[];
  /**
   * Lighthouse's benchmark index of the machine at each run, in the same order (higher is faster): a low
   * score beside a low index is the machine being busy, a low score beside a usual index is the page.
   */
  benchmarks: readonly number[];
  /** The CPU slowdown each run was simulated with (see `cpuSlowdownFor`), in the same order. */
  slowdowns: readonly number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds, from the best performance run. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** `npm test` fails below these (issue 12); 98 performance is the goal we report, not the gate. */
export const THRESHOLDS = { performance: 95, accessibility: 100 } as const;
export const PERFORMANCE_GOAL = 98;

/**
 * Lighthouse's mobile runs simulate a mid-tier phone by slowing the host's CPU work 4×, a factor made
 * for a high-end desktop (benchmark index 1500–2000; docs/throttling.md, "Calibrating the CPU slowdown").
 * On a host that measures slower, because it is a smaller machine or its VM's host is contended, 4×
 * simulates a slower phone than the gate is about, and every run fails from the machine alone (this
 * machine's host slowed to indexes 387–900: `/login` 69–89 in six runs, 99–100 at 1400–1650). So it is
 * scaled to the host's measured index, as Lighthouse's docs advise, never above 4 nor below 1: the phone
 * simulated stays the same, and a page that got slower still scores lower.
 */
export const FULL_SLOWDOWN_INDEX = 1500;
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The CPU slowdown for a host of this benchmark index (4 when not yet measured), to one decimal. */
export function cpuSlowdownFor(benchmarkIndex: number | undefined): number {
  if (benchmarkIndex === undefined || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    return DEFAULT_CPU_SLOWDOWN;
  const scaled = DEFAULT_CPU_SLOWDOWN * Math.min(1, benchmarkIndex / FULL_SLOWDOWN_INDEX);
  return Math.max(1, Math.round(scaled * 10) / 10);
}

/** The best of the runs' scores (NaN for none). */
export function best(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}

/**
 * Whether a page needs another run: while its best is below the gate, up to `maximum`. A page is judged
 * by its best run, so runs after one that meets the gate could not change the verdict (issue 45: two of
 * Lighthouse's 1.5 minutes were such runs). Two test runs side by side can overlap their Lighthouse
 * steps, so that a page's first runs are slowed (86 89 88 beside 99 97 100 in the other checkout); the
 * runs after them, once the other step is done, are not. A real regression fails them all.
 */
export function needsAnotherRun(performances: readonly number[], maximum: number): boolean {
  if (performances.length === 0) return true;
  return performances.length < maximum && best(performances) < THRESHOLDS.performance;
}

/** Why a page fails the gate, one line per reason; empty when it passes. */
export function failures(scores: PageScores): string[] {
  const reasons: string[] = [];
  if (scores.performance < THRESHOLDS.performance)
    reasons.push(`${scores.page}: performance ${scores.performance} is below ${THRESHOLDS.performance}`);
  if (scores.accessibility < THRESHOLDS.accessibility)
    reasons.push(
      `${scores.page}: accessibility ${scores.accessibility} is below ${THRESHOLDS.accessibility}`,
    );
  return reasons;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function formatTable(rows: readonly PageScores[]): string {
  const header = [
    'page',
    'perf',
    'runs',
    'CPU index',
    'CPU ×',
    'a11y',
    'best pr.',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
  ];
  const lines = rows.map((row) => [
    row.page,
    String(row.performance),
    row.runs.join(' '),
    row.benchmarks.map(Math.round).join(' '),
    row.slowdowns.join(' '),
    String(row.accessibility),
    String(row.bestPractices),
    String(row.seo),
    seconds(row.fcp),
    seconds(row.lcp),
    `${Math.round(row.tbt)} ms`,
    row.cls.toFixed(3),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

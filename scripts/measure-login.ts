/**
 * Login to greeting, as a person on a slow link sees it: logs in on /login against a server whose
 * sandbox answers after its default latency (100 ms) and reports the time from pressing Login until
 * 'Hi, Thandi' shows, and how many round trips ran one after another (an API call or chunk that
 * started only after another ended). Usage: `tsx scripts/measure-login.ts [runs]` after `npm run build`.
 */
import { chromium, type Request } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { roundTrips, type Span } from './round-trips';
import { startSite } from './start-site';

const runs = Number(process.argv[2] ?? 5);

const { origin, stop } = await startSite(4600);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const results: { ms: number; trips: number }[] = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage();
    await page.goto(`${origin}/login`);
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill('thandi@example.co.za');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Sandbox#2026');
    const spans: Span[] = [];
    const started = new Map<Request, number>();
    const t0 = performance.now();
    page.on('request', (request) => started.set(request, performance.now() - t0));
    page.on('requestfinished', (request) => {
      const start = started.get(request);
      const url = request.url();
      if (start !== undefined && (/\/(v\d|auth)\//i.test(url) || url.endsWith('.js'))) {
        spans.push({ url, start, end: performance.now() - t0 });
      }
    });
    await page.getByRole('button', { name: 'Login' }).click();
    // Polled every frame in the page (Playwright's own waits poll at up to 500 ms and would blur this).
    const shown = await page.waitForFunction(
      () =>
        document.querySelector('h1')?.textContent === 'Hi, Thandi' &&
        [...document.querySelectorAll('button')].some((button) => button.textContent === 'My Investments')
          ? performance.now()
          : false,
      null,
      { polling: 'raf' },
    );
    const shownAt = (await shown.jsonValue()) as number;
    const pageOffset = await page.evaluate(() => performance.timeOrigin);
    // From the moment the token call leaves: what the click itself costs Playwright is not the app's.
    const tokenStart = spans.find((span) => span.url.endsWith('/connect/token'))?.start ?? 0;
    const ms = pageOffset + shownAt - (performance.timeOrigin + t0 + tokenStart);
    // Spans of a millisecond or two came from the browser's cache, not over the wire.
    const overTheWire = spans.filter((span) => span.end - span.start > 2 && span.end - tokenStart <= ms);
    results.push({ ms, trips: roundTrips(overTheWire) });
    if (process.env.DEBUG)
      for (const s of spans)
        process.stdout.write(`${Math.round(s.start)}-${Math.round(s.end)} ${s.url.replace(origin, '')}\n`);
    await page.close();
  }
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  process.stdout.write(
    `login → greeting with categories (${runs} runs): median ${Math.round(sorted[Math.floor(runs / 2)] ?? 0)} ms, ` +
      `round trips in a row: ${results.map((r) => r.trips).join(', ')}\n`,
  );
} finally {
  await browser.close();
  await stop();
}

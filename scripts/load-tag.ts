import type { Browser, Locator } from '@playwright/test';
import { trackInFlight } from './network-quiet';
import type { FirstScreen } from './tag-first-screens';
import type { WidgetBench } from './widget-bench';
import { waitForFirstScreen } from './widget-bench';
import type { MeasuredTag, SeenRequest } from './widget-load';

/**
 * How long the network must stay quiet after the first screen (and after the first touch) before the
 * phase is over, so a chunk fetched just after the tag became usable is still counted in its phase.
 */
const QUIET_MS = 300;
const FIRST_SCREEN_TIMEOUT_MS = 15_000;

/** The tag's first field, where a person starts a form; else its first button (rate-us's scale); else null. */
async function firstControl(tag: Locator): Promise<Locator | null> {
  for (const selector of [
    'input:enabled:not([type=hidden]), textarea:enabled, select:enabled',
    'button:enabled',
  ]) {
    const control = tag.locator(selector).filter({ visible: true }).first();
    if ((await control.count()) > 0) return control;
  }
  return null;
}

/**
 * Loads `tag` alone on its host page in a fresh context (cold cache, nothing stored) and records every
 * request: those made until the first screen shows and the network is quiet are first paint; those a
 * click into its first control (a person starting to use it) then makes are first touch.
 */
export async function loadTagAlone(
  browser: Browser,
  bench: WidgetBench,
  tag: string,
  screen: FirstScreen,
): Promise<MeasuredTag> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const requests: SeenRequest[] = [];
    let phase: SeenRequest['phase'] = 'paint';
    page.on('request', (request) => requests.push({ url: request.url(), phase }));
    const network = trackInFlight(page);
    await page.goto(bench.hostPageUrl(tag, screen.query), { waitUntil: 'commit' });
    const usable =
      (await waitForFirstScreen(
        page,
        { tag, text: screen.shows ?? null },
        { timeoutMs: FIRST_SCREEN_TIMEOUT_MS, pollMs: 50 },
      )) !== undefined;
    await network.quiet(QUIET_MS);
    const control = usable ? await firstControl(page.locator(tag)) : null;
    if (control) {
      phase = 'touch';
      await control.click();
      await network.quiet(QUIET_MS);
    }
    return { tag, usable, touched: control !== null, requests };
  } finally {
    await context.close();
  }
}

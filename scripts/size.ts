/**
 * `npm run size`: the portal's entries from Vite's manifest, and every tag loaded alone in Chromium on a
 * page of another origin (scripts/widget-load.ts says what is counted); fails over a budget, over the
 * requests allowed at a tag's first paint, or for a built tag with no budget. SIZE_PORT (default 4650)
 * and the port after it are the site's and the host pages'.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import {
  formatTable,
  type Manifest,
  measureEntry,
  readManifest,
  readWidgetManifests,
  type SizeRow,
  sizeProblems,
  wireSizes,
} from './bundle-size';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { loadTagAlone } from './load-tag';
import {
  PORTAL_BUDGETS_KB,
  PRERENDERED_BOOT_BUDGET_KB,
  WIDGET_BUDGETS_KB,
  WIDGET_FIRST_PAINT_REQUESTS,
  WIDGET_WHOLE_BUDGETS_KB,
} from './size-budgets';
import { FIRST_SCREENS } from './tag-first-screens';
import { startWidgetBench } from './widget-bench';
import { formatWidgetTable, type WidgetRow, widgetProblems, widgetRow } from './widget-load';

const started = performance.now();
const TAGS_AT_ONCE = 4;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const port = Number(process.env.SIZE_PORT ?? 4650);
const dist = resolve(import.meta.dirname, '..', 'dist');
const rows: SizeRow[] = [];
const problems: string[] = [];

const portalDir = resolve(dist, 'portal');
const portal = readManifest(portalDir);
if (!portal) problems.push('dist/portal has no manifest: run `npm run build` first.');
else {
  for (const [name, budget] of Object.entries(PORTAL_BUDGETS_KB)) {
    // The page's <link rel="modulepreload"> tags fetch every static import at once: one level.
    rows.push({ ...measureEntry(portalDir, portal, name, 'index.html', budget), levels: 1 });
  }
  // The prerendered pages' boot script (scripts/prerender.ts), which fetches the entry once they paint.
  const boot = readdirSync(resolve(portalDir, 'assets')).find((file) => /^boot-[\w-]+\.js$/.test(file));
  if (!boot) problems.push('dist/portal has no boot script for its prerendered pages.');
  else {
    const { gzip, brotli } = wireSizes(resolve(portalDir, 'assets', boot));
    rows.push({
      name: 'portal boot (prerendered)',
      files: 1,
      levels: 1,
      bytes: gzip,
      brotli,
      lazyBytes: 0,
      budgetBytes: PRERENDERED_BOOT_BUDGET_KB * 1024,
    });
  }
}
process.stdout.write(`${formatTable(rows)}\n\n`);
problems.push(...sizeProblems(rows));

const widgetsDir = resolve(dist, 'widgets');
const manifests = new Map<string, Manifest>();
for (const manifest of readWidgetManifests(widgetsDir)) {
  for (const chunk of Object.values(manifest))
    if (chunk.isEntry && chunk.name) manifests.set(chunk.name, manifest);
}
for (const tag of Object.keys({ ...WIDGET_BUDGETS_KB, ...WIDGET_WHOLE_BUDGETS_KB })) {
  if (!manifests.has(tag)) problems.push(`${tag} has a budget but was not built.`);
}
const sizeOf = (file: string) => {
  const path = resolve(widgetsDir, file);
  return existsSync(path) ? wireSizes(path) : null;
};
const tags = [...manifests.keys()];
const widgetRows: WidgetRow[] = [];
let startup = 0;
if (tags.length > 0) {
  // Both at once: each takes seconds to start on a busy machine.
  const [bench, browser] = await Promise.all([
    startWidgetBench(port, tags, (tag) => FIRST_SCREENS[tag]?.attributes ?? ''),
    chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }),
  ]);
  startup = performance.now() - started;
  try {
    // A few tags at a time, each in its own context: what is counted is requests, not time, and most of
    // a tag's time is its network's quiet wait.
    const queue = [...manifests];
    const measureNext = async (): Promise<void> => {
      const next = queue.shift();
      if (!next) return;
      const [tag, manifest] = next;
      const measured = await loadTagAlone(browser, bench, tag, FIRST_SCREENS[tag] ?? {});
      widgetRows.push(
        widgetRow(measured, bench.origin, manifest, sizeOf, {
          kb: WIDGET_BUDGETS_KB[tag],
          wholeKb: WIDGET_WHOLE_BUDGETS_KB[tag],
          maxRequests: WIDGET_FIRST_PAINT_REQUESTS,
        }),
      );
      await measureNext();
    };
    await Promise.all(Array.from({ length: TAGS_AT_ONCE }, measureNext));
    widgetRows.sort((a, b) => a.tag.localeCompare(b.tag));
  } finally {
    await browser.close();
    await bench.stop();
  }
}
process.stdout.write(
  `${formatWidgetTable(widgetRows)}\n(${tags.length} tags in ${seconds(performance.now() - started)}, of which ${seconds(startup)} starting the site and Chromium)\n`,
);
problems.push(...widgetProblems(widgetRows));
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}

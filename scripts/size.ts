import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  formatTable,
  measureEntry,
  readManifest,
  readWidgetManifests,
  type SizeRow,
  sizeProblems,
  wireSizes,
} from './bundle-size';
import {
  PORTAL_BUDGETS_KB,
  PRERENDERED_BOOT_BUDGET_KB,
  WIDGET_BUDGETS_KB,
  WIDGET_FIRST_PAINT_REQUESTS,
} from './size-budgets';

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
    const budgetBytes = PRERENDERED_BOOT_BUDGET_KB * 1024;
    rows.push({
      name: 'portal boot (prerendered)',
      files: 1,
      levels: 1,
      bytes: gzip,
      brotli,
      lazyBytes: 0,
      budgetBytes,
    });
  }
}

const widgetsDir = resolve(dist, 'widgets');
for (const manifest of readWidgetManifests(widgetsDir)) {
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry || !chunk.name) continue;
    rows.push(
      measureEntry(
        widgetsDir,
        manifest,
        chunk.name,
        key,
        WIDGET_BUDGETS_KB[chunk.name],
        WIDGET_FIRST_PAINT_REQUESTS,
      ),
    );
  }
}
for (const tag of Object.keys(WIDGET_BUDGETS_KB)) {
  if (!rows.some((row) => row.name === tag)) problems.push(`${tag} has a budget but was not built.`);
}

process.stdout.write(`${formatTable(rows)}\n`);
problems.push(...sizeProblems(rows));
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}

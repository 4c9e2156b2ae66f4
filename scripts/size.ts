import { resolve } from 'node:path';
import { formatTable, measureEntry, readManifest, type SizeRow, verdict } from './bundle-size';
import { PORTAL_BUDGETS_KB, WIDGET_BUDGETS_KB } from './size-budgets';

const dist = resolve(import.meta.dirname, '..', 'dist');
const rows: SizeRow[] = [];
const problems: string[] = [];

const portalDir = resolve(dist, 'portal');
const portal = readManifest(portalDir);
if (!portal) problems.push('dist/portal has no manifest: run `npm run build` first.');
else {
  for (const [name, budget] of Object.entries(PORTAL_BUDGETS_KB)) {
    rows.push(measureEntry(portalDir, portal, name, 'index.html', budget));
  }
}

const widgetsDir = resolve(dist, 'widgets');
const widgets = readManifest(widgetsDir);
for (const [key, chunk] of Object.entries(widgets ?? {})) {
  if (!chunk.isEntry || !chunk.name) continue;
  rows.push(measureEntry(widgetsDir, widgets ?? {}, chunk.name, key, WIDGET_BUDGETS_KB[chunk.name]));
}
for (const tag of Object.keys(WIDGET_BUDGETS_KB)) {
  if (!rows.some((row) => row.name === tag)) problems.push(`${tag} has a budget but was not built.`);
}

process.stdout.write(`${formatTable(rows)}\n`);
for (const row of rows) {
  if (verdict(row) === 'OVER BUDGET') problems.push(`${row.name} is over its budget.`);
}
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}

/**
 * Builds each tag on its own (`vite build --mode widgets` once per tag, FG_WIDGET naming it), so that
 * `/widgets/fg-<tag>.js` holds everything its first screen needs in one request; what only interaction
 * needs stays in the tag's own lazy, content-hashed chunks. Tags on one page share their session through
 * the page runtime (src/session/page-runtime.ts), not through shared modules.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { widgetNames } from '../vite.config';

const root = resolve(import.meta.dirname, '..');
rmSync(resolve(root, 'dist', 'widgets'), { recursive: true, force: true });
const started = performance.now();
for (const widget of widgetNames()) {
  process.env.FG_WIDGET = widget;
  await build({ root, configFile: resolve(root, 'vite.config.ts'), mode: 'widgets', logLevel: 'warn' });
}
process.stdout.write(
  `widgets: ${widgetNames().length} tags built one by one in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);

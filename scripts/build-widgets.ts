/**
 * Builds the widgets in two passes.
 *
 * First the lazy modules the tags share (scripts/shared-chunks.ts: the form's error summary, the tabs'
 * session sync), each once (`vite build --mode shared-chunk`), into one content-hashed file under
 * `chunks/`: every tag of the deployment imports it by the same URL, so a page with several tags fetches
 * it once (issue 49), cached immutable as every chunk. Each tag bundles its own preact and style
 * instance, so a shared module that renders cannot bring its own: it is built with the tag's modules
 * (INJECTED_MODULES) left as imports, then rewritten as a factory (`asFactory`) that each tag calls, once,
 * with its own bindings. A module that imports none of them (tab-sync: platform APIs and constants) is
 * shared as the plain module it is.
 *
 * Then each tag on its own (`vite build --mode widgets` once per tag, FG_WIDGET naming it), so that
 * `/widgets/fg-<tag>.js` holds everything its first screen needs in one request; what only interaction
 * needs stays in the tag's own lazy, content-hashed chunks, or the shared ones above. Tags on one page
 * share their session through the page registry (src/session/page-session.ts), not through shared modules.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { build, parseAst } from 'vite';
import { minifyForTags, widgetNames } from '../vite.config';
import { asFactory } from './shared-chunk-factory';
import { SHARED_MODULES, type SharedChunks, writeSharedChunks } from './shared-chunks';

const root = resolve(import.meta.dirname, '..');
const widgetsDir = resolve(root, 'dist', 'widgets');
rmSync(widgetsDir, { recursive: true, force: true });
mkdirSync(resolve(widgetsDir, 'chunks'), { recursive: true });
mkdirSync(resolve(widgetsDir, '.vite'), { recursive: true });
const started = performance.now();

const shared: SharedChunks = {};
for (const module of SHARED_MODULES) {
  process.env.FG_SHARED_MODULE = module;
  const outputs = await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'shared-chunk',
    logLevel: 'warn',
  });
  const chunks = (Array.isArray(outputs) ? outputs : [outputs]).flatMap((output) =>
    'output' in output ? output.output.filter((file) => file.type === 'chunk') : [],
  );
  const [chunk, ...more] = chunks;
  if (!chunk || more.length > 0) throw new Error(`${module} must build into one chunk, not ${chunks.length}`);
  const factory = asFactory(chunk.code, (source) => parseAst(source));
  // A module that takes nothing from the tag (pure logic, no state) is shared as it is.
  const { injected } = factory;
  const minified = await minifyForTags(injected.length > 0 ? factory.code : chunk.code);
  const hash = createHash('sha256').update(minified).digest('base64url').slice(0, 8);
  const file = `chunks/${basename(module, extname(module))}-${hash}.js`;
  writeFileSync(resolve(widgetsDir, file), minified);
  shared[module] = { file, injected };
}
writeSharedChunks(widgetsDir, shared);

for (const widget of widgetNames()) {
  process.env.FG_WIDGET = widget;
  await build({ root, configFile: resolve(root, 'vite.config.ts'), mode: 'widgets', logLevel: 'warn' });
}
process.stdout.write(
  `widgets: ${SHARED_MODULES.length} shared chunks, then ${widgetNames().length} tags one by one, in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);

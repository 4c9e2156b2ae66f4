/**
 * `npm run build`, after `vite build --mode portal`: the public pages (PRERENDERED_PATHS in
 * portal/prerender-entry.tsx) rendered to HTML with the same components, so their first paint needs no
 * script. Each page is the built index.html with the page's markup in #root, the CSS its components
 * wrote in one style tag (CSP nonce placeholder, adopted by the browser's emotion instance), its body
 * class and title. Written to dist/portal/prerendered/, with manifest.json, which the site server
 * (server/site.ts) reads: it serves a page's file for its path, with the same nonce, config and headers
 * as index.html.
 *
 * The entry is built for Node by vite under the portal's own config (the preact aliases), so the markup
 * is preact's, which the browser bundle hydrates.
 */

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { PrerenderedPage } from '../portal/prerender-entry';
import { type CompanyFacts, companyFacts, createConfig } from '../src/config';
import { styleTag } from '../src/ui/style-extraction';
import { initialLoad, type Manifest, readManifest } from './bundle-size';

const ROOT = resolve(import.meta.dirname, '..');
/** Where the pages go, under dist/portal/ (never served as files: the server reads them). */
export const PRERENDERED_DIR = 'prerendered';
export const MANIFEST_FILE = 'manifest.json';
/** What the server replaces with each response's nonce. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The origin pages are drawn for; a page whose markup depends on the origin is refused. */
const BUILD_ORIGIN = 'https://portal.invalid';
const OTHER_ORIGIN = 'https://other-portal.invalid';
/** Company facts unlike the defaults, to find the pages that show them. */
const OTHER_FACTS: CompanyFacts = {
  fspNumber: '1234567',
  telephone: '021 555 0199',
  fax: '021 555 0198',
  address: '1 Other Street, Cape Town, 8001',
  supportEmail: 'someone@other.example',
  registeredName: 'Other Financial Services (Pty) Ltd',
  registrationNumber: '1999/000001/07',
  licenceCategories: ['Category II: Other subcategory'],
  keyIndividuals: [{ name: 'Someone Else', role: 'Other role' }],
  complianceOfficer: 'Someone Other',
  complianceEmail: 'compliance@other.example',
};

export interface PrerenderManifestPage {
  /** File name under dist/portal/prerendered/. */
  file: string;
  /** The page shows company facts: served only where the site's facts are the build's. */
  companyFacts: boolean;
}

/** dist/portal/prerendered/manifest.json, as server/site.ts reads it. */
export interface PrerenderManifest {
  /** The company facts the pages were drawn with (the defaults). */
  companyFacts: CompanyFacts;
  pages: Record<string, PrerenderManifestPage>;
}

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  prerender(path: string, origin: string, config?: Partial<CompanyFacts>): Promise<PrerenderedPage>;
}

/** Builds portal/prerender-entry.tsx for Node into `outDir` (portal config and aliases) and loads it. */
export async function buildPrerenderer(outDir: string): Promise<PrerenderModule> {
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'portal',
    logLevel: 'warn',
    // react-dom/server as preact's: the markup preact hydrates (the portal's aliases do the rest).
    resolve: { alias: [{ find: /^react-dom\/server$/, replacement: 'preact/compat/server' }] },
    // Everything bundled, so every import goes through the aliases (one preact, no react).
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: join(ROOT, 'portal/prerender-entry.tsx'),
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      target: 'node20',
      // Run once in node and thrown away: minifying it (terser, as the portal's build does) cost 13 s.
      minify: false,
      // One file: the lazy pages come along (and no chunk graph to load).
      rollupOptions: { output: { entryFileNames: 'prerender-entry.mjs', codeSplitting: false } },
    },
  });
  return (await import(pathToFileURL(join(outDir, 'prerender-entry.mjs')).href)) as PrerenderModule;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function replaceOnce(html: string, find: string | RegExp, replacement: string): string {
  const found = typeof find === 'string' ? html.includes(find) : find.test(html);
  if (!found) throw new Error(`prerender: the built index.html has no ${String(find)}`);
  return html.replace(find, () => replacement);
}

const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

export interface PageScripts {
  /** The boot script's file under the site's assets/ (see {@link buildBootScript}). */
  boot: string;
  /** Files the page's own lazy chunk needs beyond the entry's (see {@link pageChunks}). */
  pageChunks?: readonly string[];
}

/**
 * The built index.html (`template`) carrying `page`: markup in #root, style tag, body class, title. The
 * app's entry and its preloads are not loaded by the page itself but listed on its boot script
 * (portal/boot/start-app.ts), which fetches them once the page's content has painted, so the first
 * paint is the HTML's alone, and holds what the visitor presses until the app has taken over.
 */
export function pageHtml(template: string, page: PrerenderedPage, scripts: PageScripts): string {
  // A form sent before the script takes over (typed in, Enter) must not put what was typed, a
  // password, in the address: POST to the page, which answers with the page (server/site.ts).
  const markup = page.html.replace(/<form(?![^>]*\smethod=)/g, '<form method="post"');
  let html = replaceOnce(template, '<div id="root"></div>', `<div id="root">${markup}</div>`);
  html = replaceOnce(html, '</head>', `${styleTag(page.styles, NONCE_PLACEHOLDER)}</head>`);
  html = replaceOnce(html, /<body(?=[\s>])/, `<body class="${page.bodyClass}"`);
  if (page.title)
    html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('prerender: the built index.html has no module entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? '');
  html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // The page's own chunk and what only it imports come with the entry rather than after it.
  const base = entry.replace(/assets\/[^/]*$/, '');
  const modules = [entry, ...preloads, ...(scripts.pageChunks ?? []).map((file) => `${base}${file}`)];
  return replaceOnce(
    html,
    '</head>',
    `<script defer src="${base}assets/${scripts.boot}" data-modules="${modules.join(' ')}"></script>\n</head>`,
  );
}

/**
 * Builds portal/boot/boot.ts as one classic script (the boot of every prerendered page) and writes it to
 * `assetsDir` under a name from its content, as vite names the app's files; returns the name.
 */
export async function buildBootScript(assetsDir: string): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: { entry: join(ROOT, 'portal/boot/boot.ts'), formats: ['iife'], name: 'fgBoot' },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) =>
    'output' in result ? result.output : [],
  );
  const code = outputs.find((output) => output.type === 'chunk')?.code;
  if (!code) throw new Error('prerender: the boot script built to nothing');
  const file = `boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  mkdirSync(assetsDir, { recursive: true });
  writeFileSync(join(assetsDir, file), code);
  return file;
}

/**
 * The files a lazily loaded public page (`portal/pages/<first segment>-page.tsx`, a chunk of its own in
 * portal/routes.tsx) needs beyond what the entry already preloads; none for a page in the entry.
 */
export function pageChunks(manifest: Manifest, path: string): string[] {
  const key = `portal/pages/${path.split('/')[1] ?? ''}-page.tsx`;
  if (!manifest[key]?.isDynamicEntry) return [];
  const entry = new Set(initialLoad(manifest, 'index.html').files);
  return initialLoad(manifest, key).files.filter((file) => !entry.has(file) && file.endsWith('.js'));
}

const same = (a: PrerenderedPage, b: PrerenderedPage) =>
  a.html === b.html && a.styles.css === b.styles.css && a.title === b.title;

/** A file name for a route path: `/` → index.html, `/login` → login.html. */
export const fileForPath = (path: string) => `${path.slice(1).replace(/\//g, '-') || 'index'}.html`;

export interface PrerenderResult {
  path: string;
  file: string;
  bytes: number;
  gzipBytes: number;
  companyFacts: boolean;
}

/**
 * Draws every public page with `renderer` into `portalDir`/prerendered/ beside the built index.html.
 * Each page is also drawn for another origin and with other company facts: one that changes with the
 * origin cannot be prerendered (the build fails), one that shows the facts is marked in the manifest.
 */
export async function prerenderPortal(
  portalDir: string,
  renderer: PrerenderModule,
): Promise<PrerenderResult[]> {
  const template = readFileSync(join(portalDir, 'index.html'), 'utf8');
  const manifest = readManifest(portalDir) ?? {};
  const outDir = join(portalDir, PRERENDERED_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const defaults = companyFacts(createConfig(BUILD_ORIGIN));
  const written: PrerenderManifest = { companyFacts: defaults, pages: {} };
  const results: PrerenderResult[] = [];
  const boot = await buildBootScript(join(portalDir, 'assets'));
  for (const path of renderer.PRERENDERED_PATHS) {
    const page = await renderer.prerender(path, BUILD_ORIGIN);
    if (!same(page, await renderer.prerender(path, OTHER_ORIGIN)))
      throw new Error(`prerender: ${path} changes with the site's origin, so it cannot be drawn at build`);
    const showsFacts = !same(page, await renderer.prerender(path, BUILD_ORIGIN, OTHER_FACTS));
    const file = fileForPath(path);
    const html = pageHtml(template, page, { boot, pageChunks: pageChunks(manifest, path) });
    writeFileSync(join(outDir, file), html);
    written.pages[path] = { file, companyFacts: showsFacts };
    results.push({
      path,
      file,
      bytes: Buffer.byteLength(html),
      gzipBytes: gzipSync(html, { level: 9 }).byteLength,
      companyFacts: showsFacts,
    });
  }
  writeFileSync(join(outDir, MANIFEST_FILE), `${JSON.stringify(written, null, 2)}\n`);
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const work = mkdtempSync(join(tmpdir(), 'fg-prerender-'));
  try {
    const renderer = await buildPrerenderer(work);
    const results = await prerenderPortal(join(ROOT, 'dist', 'portal'), renderer);
    for (const { path, file, bytes, gzipBytes, companyFacts: facts } of results)
      process.stdout.write(
        `prerendered ${path.padEnd(28)} ${file.padEnd(32)} ${(bytes / 1024).toFixed(1)} KB, ${(gzipBytes / 1024).toFixed(1)} KB gzip${facts ? ' (shows company facts)' : ''}\n`,
      );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ConfigInput } from '../src/config';
import { API_NOT_FOUND_DESCRIPTION, API_PATH } from './api-paths';
import { errorLine } from './logging';
import { fileUnder, sendFile, sendVariants } from './static-files';
import { deploymentEntryFiles } from './widget-files';

export interface SiteOptions {
  /** Folder holding `portal/`, `widgets/` and `examples/` as `npm run build` writes them. */
  distDir: string;
  examplesDir: string;
  /** API settings handed to the portal page; whatever is absent defaults to the page's own origin. */
  config: ConfigInput;
  /** Serves the example host pages under `/examples/`; without it they answer 404. */
  examples: boolean;
  /** Where an unexpected error is reported, one JSON line each (default: stderr). */
  logError?: (line: string) => void;
}

/**
 * The widgets' contract version in their URLs: `/widgets/v1/<tag>.js` is the same file as the evergreen
 * `/widgets/<tag>.js`, cached for a year (CHANGELOG.md says what a major version keeps stable).
 * @internal
 */
export const WIDGETS_VERSION = 'v1';
/** Extensions of files, never of portal routes: a missing one answers 404, not the portal page. */
const FILE_PATH = /\.(?:ico|png|jpe?g|gif|webp|avif|svg|js|mjs|css|map|json|txt|xml|webmanifest|woff2?)$/i;
const EXAMPLE_FRAMING = "frame-ancestors 'self'";
const HTML_FILE = /\.html$/;
/** A tag's entry file, `/fg-rate-us.js` or the all-tags `/elements.js`: a script beside the manifest, not a chunk. */
const ENTRY_FILE = /^\/[^/]+\.js$/;
const RESET_PASSWORD_PAGE = /^\/reset-password\/?$/i;
/** Where `npm run build` puts the public pages drawn at build time (scripts/prerender.ts). */
const PRERENDERED_DIR = 'prerendered';

/** dist/portal/prerendered/manifest.json (written by scripts/prerender.ts). */
interface PrerenderManifest {
  companyFacts: Record<string, unknown>;
  pages: Record<string, { file: string; companyFacts: boolean }>;
}

/**
 * The prerendered page for each path, as built. A page that shows company facts is left out when the
 * site's facts are not the ones it was drawn with (the browser then draws it, as before). Without a
 * manifest (an older build) there are none, and every path gets index.html.
 */
function loadPrerenderedPages(portalDir: string, config: ConfigInput): Map<string, string> {
  const pages = new Map<string, string>();
  const manifestFile = join(portalDir, PRERENDERED_DIR, 'manifest.json');
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const configured = config as Record<string, unknown>;
  // By value: a list fact (licence categories, key individuals) is a fresh array on each side.
  const sameFacts = Object.entries(manifest.companyFacts).every(
    ([name, value]) =>
      configured[name] === undefined || JSON.stringify(configured[name]) === JSON.stringify(value),
  );
  for (const [path, page] of Object.entries(manifest.pages)) {
    if (page.companyFacts && !sameFacts) continue;
    pages.set(path, readFileSync(join(portalDir, PRERENDERED_DIR, page.file), 'utf8'));
  }
  return pages;
}

/** `/login/` is the page `/login` (the router matches both); a path is otherwise taken as it is. */
const pagePath = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

function randomNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** JSON inside a <script> element must not be able to close it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** @internal */
export function contentSecurityPolicy(nonce: string, config: ConfigInput): string {
  const apiOrigins = new Set(
    [config.mainApiBase, config.webApiBase, config.authBase, config.contentBase]
      .filter((url): url is string => typeof url === 'string')
      .map((url) => new URL(url).origin),
  );
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    ['connect-src', "'self'", ...apiOrigins].join(' '),
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The built portal (with SPA fallback), the widget bundle and the example host pages, served as a CDN
 * would serve `dist/` (precompressed, cached by content hash, 404 for a missing asset). Every HTML page
 * (the portal's and the examples') gets a fresh CSP nonce for its styles and the API config as inert JSON.
 */
export function createSiteApp({
  distDir,
  examplesDir,
  config,
  examples,
  logError = (line) => process.stderr.write(`${line}\n`),
}: SiteOptions): Hono {
  const portalDir = resolve(distDir, 'portal');
  const widgetsDir = resolve(distDir, 'widgets');
  const app = new Hono();
  let indexHtml: string | null = null;
  let prerendered: Map<string, string> | null = null;

  /** `html` with a fresh nonce (replacing `__CSP_NONCE__`), the config, the portal's CSP and no caching. */
  const page = (c: Context, html: string) => {
    const nonce = randomNonce();
    const head = [
      `<meta name="csp-nonce" content="${nonce}">`,
      `<script id="fg-config" type="application/json">${scriptSafeJson(config)}</script>`,
    ].join('');
    c.header('Content-Security-Policy', contentSecurityPolicy(nonce, config));
    // Each page carries its own nonce, so no cache may hand it to another visit.
    c.header('Cache-Control', 'no-store');
    return c.html(html.replaceAll('__CSP_NONCE__', nonce).replace('</head>', `${head}</head>`));
  };

  app.onError((error, c) => {
    logError(errorLine(error, c));
    return c.text('Internal Server Error', 500);
  });

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  app.get('/__health', (c) => c.text('ok'));

  // The API's paths belong to the API: when the site answers them (no sandbox beside it), it answers as
  // the API does for a path it does not know, never with the portal page.
  app.all('*', (c, next) =>
    API_PATH.test(c.req.path)
      ? c.json({ IsError: true, ErrorDescription: API_NOT_FOUND_DESCRIPTION, StatusCode: 404 }, 404)
      : next(),
  );

  // Widgets are for pages on other sites: any origin may load them, never with credentials.
  app.use('/widgets/*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  // The versioned name of every widget file: the same bytes as the evergreen name, cached for a year.
  // A tag's entry file opens with this deployment's API bases and company facts (server/widget-files.ts).
  const entryFiles = deploymentEntryFiles(config);
  const sendWidget = (c: Context, path: string, contentHashed: boolean) => {
    const file = fileUnder(widgetsDir, path);
    if (!file) return c.notFound();
    if (entryFiles && ENTRY_FILE.test(path))
      return sendVariants(c, '.js', entryFiles(file), { contentHashed });
    return sendFile(c, file, { contentHashed });
  };
  app.get(`/widgets/${WIDGETS_VERSION}/*`, (c) =>
    sendWidget(c, c.req.path.slice(`/widgets/${WIDGETS_VERSION}`.length), true),
  );
  app.get('/widgets/*', (c) => {
    const path = c.req.path.slice('/widgets'.length);
    return sendWidget(c, path, path.startsWith('/chunks/'));
  });
  app.get('/assets/*', (c) => {
    const file = fileUnder(portalDir, c.req.path);
    return file ? sendFile(c, file, { contentHashed: true }) : c.notFound();
  });
  app.get('/:name{(?:favicon\\.svg|robots\\.txt)}', (c) => {
    const file = fileUnder(portalDir, c.req.path);
    return file ? sendFile(c, file, { contentHashed: false }) : c.notFound();
  });
  // Browsers ask for /favicon.ico on pages that name no icon (the examples, the widgets' JSON).
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));

  if (examples) {
    app.use('/examples/*', compress());
    // Only the site itself may frame an example page (clickjacking); a page's own policy says so itself.
    app.use('/examples/*', async (c, next) => {
      await next();
      if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', EXAMPLE_FRAMING);
    });
    // The React host example is built (real React); every other example is served as written. Each
    // page gets the portal's policy with a fresh nonce, exactly as a real host page would.
    app.get('/examples/react-host/*', (c) => {
      const path = c.req.path.slice('/examples'.length);
      const file = fileUnder(resolve(distDir, 'examples'), path.endsWith('/') ? `${path}index.html` : path);
      if (!file) return c.notFound();
      if (HTML_FILE.test(file)) return page(c, readFileSync(file, 'utf8'));
      return sendFile(c, file, { contentHashed: path.includes('/assets/') });
    });
    app.get('/examples/*', (c) => {
      const file = fileUnder(examplesDir, c.req.path.slice('/examples'.length));
      if (!file) return c.notFound();
      if (HTML_FILE.test(file)) return page(c, readFileSync(file, 'utf8'));
      return sendFile(c, file, { contentHashed: false });
    });
  } else {
    app.all('/examples', (c) => c.notFound());
    app.all('/examples/*', (c) => c.notFound());
  }

  app.use('*', compress());
  // A prerendered form sent before the app took over (method="post", scripts/prerender.ts): what was
  // typed is dropped, never kept or logged, and the visitor is sent back to the page, where it now runs.
  app.post('*', (c, next) => {
    prerendered ??= loadPrerenderedPages(portalDir, config);
    if (!prerendered.has(pagePath(c.req.path))) return next();
    const { pathname, search } = new URL(c.req.url);
    return c.redirect(`${pathname}${search}`, 303);
  });
  app.get('*', (c) => {
    if (FILE_PATH.test(c.req.path)) return c.notFound();
    indexHtml ??= readFileSync(join(portalDir, 'index.html'), 'utf8');
    prerendered ??= loadPrerenderedPages(portalDir, config);
    // The reset link's token is in the query: no page or resource it loads may see it in a Referer.
    if (RESET_PASSWORD_PAGE.test(c.req.path)) c.header('Referrer-Policy', 'no-referrer');
    // A public page drawn at build (first paint without script), else the app's page (SPA fallback).
    return page(c, prerendered.get(pagePath(c.req.path)) ?? indexHtml);
  });

  return app;
}

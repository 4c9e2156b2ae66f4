import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ConfigInput } from '../src/config';
import { fileUnder, sendFile } from './static-files';

export interface SiteOptions {
  /** Folder holding `portal/`, `widgets/` and `examples/` as `npm run build` writes them. */
  distDir: string;
  examplesDir: string;
  /** API settings handed to the portal page; whatever is absent defaults to the page's own origin. */
  config: ConfigInput;
}

const EXAMPLE_FRAMING = "frame-ancestors 'self'";
const RESET_PASSWORD_PAGE = /^\/reset-password\/?$/i;

function randomNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** JSON inside a <script> element must not be able to close it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

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
 * would serve `dist/` (precompressed, cached by content hash, 404 for a missing asset). Each portal page
 * gets a fresh CSP nonce for its styles and the API config as inert JSON.
 */
export function createSiteApp({ distDir, examplesDir, config }: SiteOptions): Hono {
  const portalDir = resolve(distDir, 'portal');
  const widgetsDir = resolve(distDir, 'widgets');
  const app = new Hono();
  let indexHtml: string | null = null;

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  app.get('/__health', (c) => c.text('ok'));

  // Widgets are for pages on other sites: any origin may load them, never with credentials.
  app.use('/widgets/*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  app.get('/widgets/*', (c) => {
    const path = c.req.path.slice('/widgets'.length);
    const file = fileUnder(widgetsDir, path);
    return file ? sendFile(c, file, { contentHashed: path.startsWith('/chunks/') }) : c.notFound();
  });
  app.get('/assets/*', (c) => {
    const file = fileUnder(portalDir, c.req.path);
    return file ? sendFile(c, file, { contentHashed: true }) : c.notFound();
  });
  app.get('/:name{(?:favicon\\.svg|robots\\.txt)}', (c) => {
    const file = fileUnder(portalDir, c.req.path);
    return file ? sendFile(c, file, { contentHashed: false }) : c.notFound();
  });

  app.use('/examples/*', compress());
  // Only the site itself may frame an example page (clickjacking); a page's own policy keeps its rules.
  app.use('/examples/*', async (c, next) => {
    await next();
    const policy = c.res.headers.get('Content-Security-Policy');
    c.header('Content-Security-Policy', policy ? `${policy}; ${EXAMPLE_FRAMING}` : EXAMPLE_FRAMING);
  });
  // The strict-CSP examples get a fresh nonce per response, exactly as a real host page would.
  app.get('/examples/:page{strict-csp[\\w-]*\\.html}', (c) => {
    const file = fileUnder(examplesDir, c.req.param('page'));
    if (!file) return c.notFound();
    const nonce = randomNonce();
    c.header(
      'Content-Security-Policy',
      `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${nonce}'`,
    );
    c.header('Cache-Control', 'no-store');
    return c.html(readFileSync(file, 'utf8').replaceAll('__CSP_NONCE__', nonce));
  });
  // The React host example is built (real React); every other example is served as written.
  app.get('/examples/react-host/*', (c) => {
    const path = c.req.path.slice('/examples'.length);
    const file = fileUnder(resolve(distDir, 'examples'), path.endsWith('/') ? `${path}index.html` : path);
    return file ? sendFile(c, file, { contentHashed: path.includes('/assets/') }) : c.notFound();
  });
  app.get('/examples/*', (c) => {
    const file = fileUnder(examplesDir, c.req.path.slice('/examples'.length));
    return file ? sendFile(c, file, { contentHashed: false }) : c.notFound();
  });

  app.use('*', compress());
  app.get('*', (c) => {
    indexHtml ??= readFileSync(join(portalDir, 'index.html'), 'utf8');
    const nonce = randomNonce();
    const head = [
      `<meta name="csp-nonce" content="${nonce}">`,
      `<script id="fg-config" type="application/json">${scriptSafeJson(config)}</script>`,
    ].join('');
    c.header('Content-Security-Policy', contentSecurityPolicy(nonce, config));
    // The reset link's token is in the query: no page or resource it loads may see it in a Referer.
    if (RESET_PASSWORD_PAGE.test(c.req.path)) c.header('Referrer-Policy', 'no-referrer');
    // Each page carries its own nonce, so no cache may hand it to another visit.
    c.header('Cache-Control', 'no-store');
    return c.html(indexHtml.replace('</head>', `${head}</head>`));
  });

  return app;
}

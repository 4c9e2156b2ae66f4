import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { ConfigInput } from '../src/config';

export interface SiteOptions {
  /** Folder holding `portal/` and `widgets/` as `npm run build` writes them. */
  distDir: string;
  examplesDir: string;
  /** API settings handed to the portal page; whatever is absent defaults to the page's own origin. */
  config: ConfigInput;
}

function randomNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** JSON inside a <script> element must not be able to close it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function contentSecurityPolicy(nonce: string, config: ConfigInput): string {
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
 * The built portal (with SPA fallback), the widget bundle and the example host pages.
 * Each portal page gets a fresh CSP nonce for its styles and the API config as inert JSON.
 */
export function createSiteApp({ distDir, examplesDir, config }: SiteOptions): Hono {
  const portalDir = resolve(distDir, 'portal');
  const app = new Hono();
  let indexHtml: string | null = null;

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });

  app.get('/__health', (c) => c.text('ok'));
  app.use('/widgets/*', serveStatic({ root: distDir }));
  // The strict-CSP example gets a fresh nonce per response, exactly as a real host page would.
  app.get('/examples/:page{strict-csp[\\w-]*\\.html}', (c) => {
    const file = resolve(examplesDir, c.req.param('page'));
    if (!existsSync(file)) return c.notFound();
    const nonce = randomNonce();
    c.header(
      'Content-Security-Policy',
      `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-${nonce}'`,
    );
    c.header('Cache-Control', 'no-store');
    return c.html(readFileSync(file, 'utf8').replaceAll('__CSP_NONCE__', nonce));
  });
  // The React host example is built (real React); every other example is served as written.
  app.use(
    '/examples/react-host/*',
    serveStatic({
      root: resolve(distDir, 'examples'),
      rewriteRequestPath: (path) => path.replace(/^\/examples/, ''),
    }),
  );
  app.use(
    '/examples/*',
    serveStatic({ root: examplesDir, rewriteRequestPath: (path) => path.replace(/^\/examples/, '') }),
  );
  app.use('/assets/*', serveStatic({ root: portalDir }));
  app.use('/favicon.svg', serveStatic({ root: portalDir }));

  app.get('*', (c) => {
    indexHtml ??= readFileSync(join(portalDir, 'index.html'), 'utf8');
    const nonce = randomNonce();
    const head = [
      `<meta name="csp-nonce" content="${nonce}">`,
      `<script id="fg-config" type="application/json">${scriptSafeJson(config)}</script>`,
    ].join('');
    c.header('Content-Security-Policy', contentSecurityPolicy(nonce, config));
    c.header('Cache-Control', 'no-store');
    return c.html(indexHtml.replace('</head>', `${head}</head>`));
  });

  return app;
}

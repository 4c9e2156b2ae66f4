/**
 * A host page on another origin (another port on 127.0.0.1), as a marketing site of the group would be:
 * it loads the widgets from the portal's origin under its own strict Content-Security-Policy.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { pastedSnippetsPage, readmeEmbedPage } from './pasted-snippets';

const port = Number(process.env.PORT ?? 4318);
const portal = process.env.PORTAL_ORIGIN ?? 'http://127.0.0.1:4317';
const pages = resolve(import.meta.dirname, 'other-site');
const eventLog = readFileSync(resolve(import.meta.dirname, '../../examples/event-log.js'), 'utf8');

const app = new Hono();
app.get('/__health', (c) => c.text('ok'));
// Browsers ask for one; a host page without one would log a 404.
app.get('/favicon.ico', (c) => c.body(null, 204));
app.get('/event-log.js', (c) => c.body(eventLog, 200, { 'Content-Type': 'text/javascript' }));
// Every html snippet of examples/README.md on one page, read per request so it follows the README
// (e2e/pasted-snippets.spec.ts). No CSP: pasted as they are, the snippets' inline scripts need none.
app.get('/pasted-snippets.html', (c) => c.html(pastedSnippetsPage(portal)));
// The README's two-line snippet as printed, loading the tags from the deployment `?portal=` names
// (an http origin on 127.0.0.1 only: e2e/production-snippet.spec.ts's site-only server).
app.get('/readme-snippet.html', (c) => {
  const deployment = c.req.query('portal') ?? portal;
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(deployment))
    return c.text('portal must be http://127.0.0.1:<port>', 400);
  return c.html(readmeEmbedPage(deployment));
});
// The other site's own scripts, as a host page's would be (e.g. broken-session-registry.js).
app.get('/:script{[a-z-]+\\.js}', (c) =>
  c.body(readFileSync(resolve(pages, c.req.param('script')), 'utf8'), 200, {
    'Content-Type': 'text/javascript',
  }),
);
app.get('/:sheet{[a-z-]+\\.css}', (c) =>
  c.body(readFileSync(resolve(pages, c.req.param('sheet')), 'utf8'), 200, { 'Content-Type': 'text/css' }),
);
// `strict-*.html` pages grant no nonce at all (style-src 'self' alone): the widgets' constructable
// style sheets must be enough.
app.get('/:page{[a-z-]+\\.html}', (c) => {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const html = readFileSync(resolve(pages, c.req.param('page')), 'utf8')
    .replaceAll('__PORTAL_ORIGIN__', portal)
    .replaceAll('__CSP_NONCE__', nonce);
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      `script-src 'self' ${portal}`,
      `connect-src 'self' ${portal}`,
      c.req.param('page').startsWith('strict-') ? "style-src 'self'" : `style-src 'self' 'nonce-${nonce}'`,
      "img-src 'self' data:",
    ].join('; '),
  );
  return c.html(html);
});

serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });

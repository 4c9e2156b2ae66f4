import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../scripts/precompress';
import { contentSecurityPolicy, createSiteApp, WIDGETS_VERSION } from './site';
import { IMMUTABLE, REVALIDATE } from './static-files';
import { deploymentStatement } from './widget-files';

const dist = mkdtempSync(join(tmpdir(), 'fg-site-'));
const examples = join(dist, 'host-pages');
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
function write(path: string, body: string) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), body);
}
write('portal/index.html', '<!doctype html><html><head><title>FG</title></head><body></body></html>');
write('portal/assets/main-AbCd1234.js', script);
write('portal/robots.txt', 'User-agent: *\nAllow: /\n');
write('portal/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
write('widgets/fg-rate-us.js', script);
write('widgets/chunks/define-widget-Zx9_8y7w.js', script);
write('widgets/custom-elements.json', '{"schemaVersion":"1.0.0"}');
write('widgets/vscode.html-custom-data.json', '{"version":1.1,"tags":[]}');
write('widgets/web-types.json', '{"name":"fg-portal"}');
write('widgets/fg-elements.d.ts', 'export interface FgRateUsEventMap {}\n');
write('secret.txt', 'SECRET');
write('widgets/.vite/manifest.json', '{"src/widgets.ts":{"file":"fg-rate-us.js"}}');
write('host-pages/marketing.html', '<!doctype html><html><head><title>Host</title></head></html>');
write('host-pages/strict-csp.html', '<!doctype html><head><style nonce="__CSP_NONCE__"></style></head>');
write('host-pages/example.css', 'body { margin: 0 }');
write('examples/react-host/index.html', '<!doctype html><html><head><title>React host</title></head></html>');
const prerenderedPage = (text: string) =>
  `<!doctype html><html><head><title>${text}</title><style data-emotion="fg a" nonce="__CSP_NONCE__">.fg-a{margin:0}</style></head><body class="fg-a"><div id="root"><h1>${text}</h1></div></body></html>`;
write('portal/prerendered/index.html', prerenderedPage('Landing'));
write('portal/prerendered/login.html', prerenderedPage('Login'));
write('portal/prerendered/fais.html', prerenderedPage('FAIS 46913'));
write(
  'portal/prerendered/manifest.json',
  JSON.stringify({
    companyFacts: {
      fspNumber: '46913',
      telephone: '0860 334 768',
      keyIndividuals: [{ name: 'Nomvula Khumalo', role: 'Managing director' }],
    },
    pages: {
      '/': { file: 'index.html', companyFacts: false },
      '/login': { file: 'login.html', companyFacts: false },
      '/fais': { file: 'fais.html', companyFacts: true },
    },
  }),
);
await precompress(join(dist, 'portal'));
await precompress(join(dist, 'widgets'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = createSiteApp({ distDir: dist, examplesDir: examples, config: {}, examples: true });
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('site server', () => {
  it('lets any origin load widget entries, chunks and the manifest, never with credentials', async () => {
    for (const path of [
      '/widgets/fg-rate-us.js',
      '/widgets/chunks/define-widget-Zx9_8y7w.js',
      '/widgets/custom-elements.json',
      '/widgets/fg-elements.d.ts',
      '/widgets/vscode.html-custom-data.json',
      '/widgets/web-types.json',
    ]) {
      const response = await get(path, { Origin: 'https://marketing.example.co.za' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Access-Control-Allow-Origin'), path).toBe('*');
      expect(response.headers.get('Access-Control-Allow-Credentials'), path).toBeNull();
    }
  });

  it("serves the tags' typings as text, revalidated", async () => {
    const response = await get('/widgets/fg-elements.d.ts');
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toContain('FgRateUsEventMap');
  });

  it("serves the editors' data as JSON, revalidated", async () => {
    for (const path of ['/widgets/vscode.html-custom-data.json', '/widgets/web-types.json']) {
      const response = await get(path);
      expect(response.headers.get('Content-Type'), path).toBe('application/json; charset=utf-8');
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache');
    }
  });

  it('sends the brotli copy when accepted, else gzip, else the file, and varies on Accept-Encoding', async () => {
    const br = await get('/widgets/fg-rate-us.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(Number(br.headers.get('Content-Length'))).toBeLessThan(script.length / 10);

    const gzip = await get('/widgets/fg-rate-us.js', { 'Accept-Encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(Buffer.from(await gzip.arrayBuffer())).toEqual(gzipSync(script, { level: 9 }));

    const plain = await get('/widgets/fg-rate-us.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('caches content-hashed files for a year and makes stable names revalidate', async () => {
    for (const path of ['/assets/main-AbCd1234.js', '/widgets/chunks/define-widget-Zx9_8y7w.js']) {
      expect((await get(path)).headers.get('Cache-Control'), path).toBe(IMMUTABLE);
    }
    for (const path of ['/widgets/fg-rate-us.js', '/widgets/custom-elements.json', '/robots.txt']) {
      const response = await get(path);
      expect(response.headers.get('Cache-Control'), path).toBe(REVALIDATE);
      expect(response.headers.get('ETag'), path).toMatch(/^"[\w-]+"$/);
    }
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get('/widgets/fg-rate-us.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('ETag') ?? '';
    const again = await get('/widgets/fg-rate-us.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await get('/widgets/fg-rate-us.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': '"old"',
    });
    expect(changed.status).toBe(200);
  });

  it('answers 404, never the portal page, for a missing asset or widget file', async () => {
    for (const path of ['/assets/missing-XyZ12345.js', '/widgets/fg-nothing.js', '/widgets/chunks/x.js']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('<!doctype html>');
    }
  });

  it('never serves a file outside its folder', async () => {
    for (const path of [
      '/widgets/..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%5csecret.txt',
    ]) {
      expect(await (await get(path)).text(), path).not.toContain('SECRET');
    }
  });

  it('answers 404 for the build manifest and anything else hidden under /widgets, however encoded', async () => {
    for (const path of [
      '/widgets/.vite/manifest.json',
      '/widgets/%2evite/manifest.json',
      '/widgets/%252evite/manifest.json',
      '/widgets/chunks/../.vite/manifest.json',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('fg-rate-us.js');
    }
  });

  it('serves every example page under the portal policy, with a fresh nonce and the config, framed only by the site', async () => {
    for (const path of ['/examples/marketing.html', '/examples/strict-csp.html', '/examples/react-host/']) {
      const first = await get(path);
      const second = await get(path);
      expect(first.status, path).toBe(200);
      const policy = first.headers.get('Content-Security-Policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      expect(policy, path).toBe(contentSecurityPolicy(nonce, {}));
      expect(policy, path).toContain("script-src 'self';");
      expect(policy, path).toContain("frame-ancestors 'self'");
      expect(first.headers.get('Cache-Control'), path).toBe('no-store');
      const html = await first.text();
      expect(html, path).toContain(`<meta name="csp-nonce" content="${nonce}">`);
      expect(html, path).toContain('<script id="fg-config" type="application/json">{}</script>');
      expect(html, path).not.toContain('__CSP_NONCE__');
      expect(second.headers.get('Content-Security-Policy'), path).not.toContain(nonce);
    }
    expect(await (await get('/examples/strict-csp.html')).text()).toMatch(/<style nonce="[^_"]+">/);
    const stylesheet = await get('/examples/example.css');
    expect(stylesheet.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'self'");
  });

  it('answers 404, never an example, when the examples are off', async () => {
    const site = createSiteApp({ distDir: dist, examplesDir: examples, config: {}, examples: false });
    for (const path of ['/examples', '/examples/', '/examples/marketing.html', '/examples/react-host/']) {
      const response = await site.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('<title>');
    }
  });

  it('serves the reset-password page with Referrer-Policy: no-referrer, other pages as before', async () => {
    for (const path of ['/reset-password?u=dQ&e=ZQ&t=dA', '/reset-password/']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Referrer-Policy'), path).toBe('no-referrer');
    }
    expect((await get('/login')).headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect((await get('/reset-password-help')).headers.get('Referrer-Policy')).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('serves robots.txt as plain text', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toContain('User-agent');
  });

  it('falls back to the portal page for app routes, with a fresh nonce, the config and the CSP', async () => {
    const first = await get('/app/customer/dashboard');
    const second = await get('/login');
    const html = await first.text();
    const nonce = /name="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(first.headers.get('Content-Security-Policy')).toContain(`'nonce-${nonce}'`);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect(html).toContain('<script id="fg-config" type="application/json">{}</script>');
    expect(await second.text()).not.toContain(nonce);
  });

  it('serves the pages drawn at build for their paths, with the nonce, the config and the headers of the portal page', async () => {
    for (const [path, heading] of [
      ['/', 'Landing'],
      ['/login', 'Login'],
      ['/login/', 'Login'],
      ['/login?redirect=%2Fapp', 'Login'],
      ['/fais', 'FAIS 46913'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      const nonce = /name="csp-nonce" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(response.headers.get('Content-Security-Policy'), path).toBe(contentSecurityPolicy(nonce, {}));
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
      expect(html, path).toContain(`<style data-emotion="fg a" nonce="${nonce}">`);
      expect(html, path).not.toContain('__CSP_NONCE__');
      expect(html, path).toContain('<script id="fg-config" type="application/json">{}</script>');
    }
    // Below a page, or any other route: the app's page, as before.
    for (const path of ['/login/help', '/sign-up', '/app/customer/dashboard', '/LOGIN']) {
      expect(await (await get(path)).text(), path).toContain('<title>FG</title>');
    }
  });

  it('sends a prerendered form posted before the app ran back to its page, and nothing else', async () => {
    const posted = await app.request('/login?redirect=%2Fapp', {
      method: 'POST',
      body: new URLSearchParams({ username: 'thandi@example.co.za', password: 'Secret#2026' }),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe('/login?redirect=%2Fapp');
    expect((await app.request('/app/customer/dashboard', { method: 'POST' })).status).toBe(404);
  });

  it("leaves a page that shows company facts to the browser when the site's facts are not the build's", async () => {
    const facts = (fspNumber: string) =>
      createSiteApp({ distDir: dist, examplesDir: examples, config: { fspNumber }, examples: false });
    expect(await (await facts('12345').request('/fais')).text()).toContain('<title>FG</title>');
    expect(await (await facts('12345').request('/login')).text()).toContain('<h1>Login</h1>');
    expect(await (await facts('46913').request('/fais')).text()).toContain('<h1>FAIS 46913</h1>');
  });

  it('compares a list fact by its entries, not by identity', async () => {
    const withKeyIndividuals = (name: string) =>
      createSiteApp({
        distDir: dist,
        examplesDir: examples,
        config: { fspNumber: '46913', keyIndividuals: [{ name, role: 'Managing director' }] },
        examples: false,
      });
    expect(await (await withKeyIndividuals('Nomvula Khumalo').request('/fais')).text()).toContain(
      '<h1>FAIS 46913</h1>',
    );
    expect(await (await withKeyIndividuals('Someone Else').request('/fais')).text()).toContain(
      '<title>FG</title>',
    );
  });

  it("answers every API path with the API's 404 in JSON, for any method, never the portal page", async () => {
    for (const path of [
      '/v3/api/SignUp/ContactMe',
      '/v4/api/UserResponse',
      '/v5/api/Lookups/Countries',
      '/V5/API/Auth/Login',
      '/auth/connect/token',
      '/cms/documents/fais.pdf',
      '/v4',
    ]) {
      for (const method of ['GET', 'POST']) {
        const response = await app.request(path, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.headers.get('Content-Type'), path).toMatch(/^application\/json/);
        expect(await response.json(), path).toEqual({
          IsError: true,
          ErrorDescription: 'No HTTP resource was found that matches the request URI.',
          StatusCode: 404,
        });
      }
    }
    for (const path of ['/authors', '/v4x', '/app/customer/v4']) {
      expect((await get(path)).headers.get('Content-Type'), path).toMatch(/^text\/html/);
    }
  });

  it('sends the favicon as SVG, points /favicon.ico at it, and answers 404 for any other missing file', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('Content-Type')).toBe('image/svg+xml');
    const ico = await get('/favicon.ico');
    expect(ico.status).toBe(301);
    expect(ico.headers.get('Location')).toBe('/favicon.svg');
    for (const path of ['/apple-touch-icon.png', '/manifest.webmanifest', '/app/main.js', '/sitemap.xml']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type') ?? '', path).not.toContain('text/html');
    }
  });

  it('serves each widget file under its versioned path too, cached for a year, for any origin', async () => {
    for (const path of [
      `/widgets/${WIDGETS_VERSION}/fg-rate-us.js`,
      `/widgets/${WIDGETS_VERSION}/chunks/define-widget-Zx9_8y7w.js`,
      `/widgets/${WIDGETS_VERSION}/custom-elements.json`,
    ]) {
      const response = await get(path, { 'Accept-Encoding': 'br' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe(IMMUTABLE);
      expect(response.headers.get('Access-Control-Allow-Origin'), path).toBe('*');
    }
    expect(await (await get(`/widgets/${WIDGETS_VERSION}/fg-rate-us.js`)).text()).toBe(script);
    expect((await get(`/widgets/${WIDGETS_VERSION}/fg-nothing.js`)).status).toBe(404);
    expect((await get(`/widgets/${WIDGETS_VERSION}/../secret.txt`)).status).toBe(404);
  });

  it("opens each tag's entry file with the deployment's settings, in every encoding, and leaves the chunks as built", async () => {
    const deployed = { mainApiBase: 'https://api.example.co.za', fspNumber: '12345', webApiBase: undefined };
    const site = createSiteApp({ distDir: dist, examplesDir: examples, config: deployed, examples: false });
    const statement = deploymentStatement({ mainApiBase: 'https://api.example.co.za', fspNumber: '12345' });
    expect(statement).toBe(
      'globalThis[Symbol.for("fg-portal.deployment-config.v1")]={"mainApiBase":"https://api.example.co.za","fspNumber":"12345"};\n',
    );
    for (const path of ['/widgets/fg-rate-us.js', `/widgets/${WIDGETS_VERSION}/fg-rate-us.js`]) {
      const plain = await site.request(path);
      expect(await plain.text(), path).toBe(statement + script);
      const br = await site.request(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(br.headers.get('Content-Encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(statement + script);
      const gzip = await site.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(statement + script);
      // Another ETag than the file as built: a browser holding the unconfigured file fetches this one.
      expect(plain.headers.get('ETag')).not.toBe((await get(path)).headers.get('ETag'));
    }
    expect((await site.request('/widgets/v1/fg-rate-us.js')).headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect((await site.request('/widgets/fg-rate-us.js')).headers.get('Cache-Control')).toBe(REVALIDATE);
    expect(await (await site.request('/widgets/chunks/define-widget-Zx9_8y7w.js')).text()).toBe(script);
    // With nothing configured (the sandbox beside the site) the files are served as built.
    expect(await (await get('/widgets/fg-rate-us.js')).text()).toBe(script);
  });

  it('logs an unexpected error as one JSON line, without the query string, and answers 500', async () => {
    const lines: string[] = [];
    const broken = createSiteApp({
      distDir: join(dist, 'nothing-here'),
      examplesDir: examples,
      config: {},
      examples: false,
      logError: (line) => lines.push(line),
    });
    const response = await broken.request('/login?token=SECRET');
    expect(response.status).toBe(500);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '');
    expect(entry).toMatchObject({ level: 'error', method: 'GET', path: '/login' });
    expect(entry.error).toContain('ENOENT');
    expect(lines[0]).not.toContain('SECRET');
  });
});

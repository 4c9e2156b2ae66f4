import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getByLabelText, getByRole, queryAllByRole } from '@testing-library/dom';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPrerenderer,
  fileForPath,
  MANIFEST_FILE,
  PRERENDERED_DIR,
  pageChunks,
  pageHtml,
  prerenderPortal,
} from './prerender';

// The real thing: the entry built by vite under the portal's aliases (preact), as `npm run build` does.
const work = mkdtempSync(join(tmpdir(), 'fg-prerender-test-'));
let renderer: Awaited<ReturnType<typeof buildPrerenderer>>;
beforeAll(async () => {
  renderer = await buildPrerenderer(join(work, 'entry'));
}, 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ORIGIN = 'https://portal.invalid';

/** `html` inside #root of a document, to query by role and label as a person would. */
function rootOf(html: string): HTMLElement {
  const window = new Window();
  window.document.body.innerHTML = `<div id="root">${html}</div>`;
  return window.document.getElementById('root') as unknown as HTMLElement;
}

const classesIn = (html: string) =>
  [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]?.split(' ') ?? []);

describe('prerendered public pages', () => {
  it('/login: the Login heading, both labelled fields, the button and the forgot-password link', async () => {
    const page = await renderer.prerender('/login', ORIGIN);
    const root = rootOf(page.html);
    expect(getByRole(root, 'heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(getByLabelText(root, /^Username/).getAttribute('autocomplete')).toBe('username');
    expect(getByLabelText(root, /^Password/).getAttribute('type')).toBe('password');
    expect(getByRole(root, 'button', { name: 'Login' }).getAttribute('type')).toBe('submit');
    expect(getByRole(root, 'link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(queryAllByRole(root, 'main')).toHaveLength(1);
    expect(page.title).toBe('Login | FG Portal');
  });

  it('/: the landing headings, its links, the header and the footer', async () => {
    const page = await renderer.prerender('/', ORIGIN);
    const root = rootOf(page.html);
    expect(getByRole(root, 'heading', { level: 1 }).textContent).toBe(
      'Invest, save and plan for the people who matter',
    );
    expect(getByRole(root, 'heading', { level: 2, name: 'What we offer' })).toBeTruthy();
    expect(getByRole(root, 'heading', { level: 2, name: 'Get started in three steps' })).toBeTruthy();
    expect(getByRole(root, 'link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
    expect(getByRole(root, 'navigation', { name: 'Our group' })).toBeTruthy();
    expect(getByRole(root, 'navigation', { name: 'Footer' })).toBeTruthy();
    expect(page.title).toBe('Invest, save and plan | FG Portal');
  });

  it('a lazily loaded legal page is drawn whole, not as the loading spinner', async () => {
    const page = await renderer.prerender('/fais', ORIGIN);
    const root = rootOf(page.html);
    expect(getByRole(root, 'heading', { level: 1, name: 'FAIS disclosure' })).toBeTruthy();
    expect(getByRole(root, 'main').textContent).not.toContain('Loading');
    expect(page.html).toContain('46913');
  });

  it("writes the CSS of every class the page uses, under emotion's names, and the body's class", async () => {
    const page = await renderer.prerender('/login', ORIGIN);
    const { key, names, css } = page.styles;
    expect(key).toBe('fg');
    for (const name of classesIn(page.html)) {
      expect(name.startsWith('fg-'), name).toBe(true);
      expect(names, name).toContain(name.slice('fg-'.length));
      expect(css, name).toContain(`.${name}`);
    }
    expect(css).toContain(`.${page.bodyClass}{margin:0;}`);
  });
});

const template =
  '<!doctype html><html><head><title>FG Portal</title>\n<script type="module" crossorigin src="/assets/index-A1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/styles-B2.js">\n<link rel="modulepreload" crossorigin href="/assets/http-C3.js">\n</head><body>\n<div id="root"></div></body></html>';

describe('pageHtml', () => {
  const page = {
    html: '<main><h1>Login</h1><form class="fg-b"><input name="password"></form></main>',
    styles: { key: 'fg', names: ['a', 'b'], css: '.fg-a{margin:0;}.fg-b{color:red;}' },
    bodyClass: 'fg-a',
    title: 'Login & more | FG Portal',
  };
  const scripts = { boot: 'boot-X9.js' };

  it('puts the markup in #root, one style tag with the nonce placeholder, the body class and the title', () => {
    const html = pageHtml(template, page, scripts);
    expect(html).toContain('<div id="root"><main><h1>Login</h1>');
    expect(html).toContain(
      '<style data-emotion="fg a b" nonce="__CSP_NONCE__">.fg-a{margin:0;}.fg-b{color:red;}</style>',
    );
    expect(html).toContain('<body class="fg-a">');
    expect(html).toContain('<title>Login &amp; more | FG Portal</title>');
  });

  it('loads no script of the app itself: its boot script lists the entry and the preloads, to fetch once painted', () => {
    const html = pageHtml(template, page, scripts);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain(
      '<script defer src="/assets/boot-X9.js" data-modules="/assets/index-A1.js /assets/styles-B2.js /assets/http-C3.js"></script>\n</head>',
    );
  });

  it("lists a lazily loaded page's own chunks after the entry's, at the entry's base", () => {
    const html = pageHtml(template, page, {
      ...scripts,
      pageChunks: ['assets/login-page-D4.js', 'assets/form-frame-E5.js'],
    });
    expect(html).toContain(
      'data-modules="/assets/index-A1.js /assets/styles-B2.js /assets/http-C3.js /assets/login-page-D4.js /assets/form-frame-E5.js"',
    );
  });

  it('refuses a template without the entry script it lists', () => {
    expect(() =>
      pageHtml('<html><head><title>x</title></head><body><div id="root"></div></body></html>', page, scripts),
    ).toThrow(/entry script/);
  });

  it('sends a form used before the script runs by POST, so a password never lands in an address', () => {
    expect(pageHtml(template, page, scripts)).toContain('<form method="post" class="fg-b">');
  });

  it('refuses a template without the root it fills', () => {
    expect(() => pageHtml('<html><head></head><body></body></html>', page, scripts)).toThrow(/root/);
  });
});

describe('pageChunks', () => {
  const manifest = {
    'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_styles-B2.js'] },
    '_styles-B2.js': { file: 'assets/styles-B2.js' },
    '_form-C3.js': { file: 'assets/form-C3.js', imports: ['_styles-B2.js'] },
    'portal/pages/login-page.tsx': {
      file: 'assets/login-page-D4.js',
      isDynamicEntry: true,
      imports: ['index.html', '_styles-B2.js', '_form-C3.js'],
    },
  };

  it("lists a lazy page's chunk and what only it imports, not what the entry already preloads", () => {
    expect(pageChunks(manifest, '/login')).toEqual(['assets/login-page-D4.js', 'assets/form-C3.js']);
  });

  it('lists nothing for a page in the entry or one the build does not know', () => {
    expect(pageChunks(manifest, '/')).toEqual([]);
    expect(pageChunks(manifest, '/download')).toEqual([]);
  });
});

describe('prerenderPortal', () => {
  it('writes each page beside index.html and a manifest marking the pages that show company facts', async () => {
    const portal = join(work, 'portal');
    mkdirSync(portal, { recursive: true });
    writeFileSync(join(portal, 'index.html'), template);
    const results = await prerenderPortal(portal, renderer);
    expect(results.map((result) => result.path)).toEqual([...renderer.PRERENDERED_PATHS]);
    const manifest = JSON.parse(readFileSync(join(portal, PRERENDERED_DIR, MANIFEST_FILE), 'utf8'));
    // The footer's legal line names the FSP number and the phone on every page (DESIGN.md §3).
    expect(manifest.pages['/login']).toEqual({ file: 'login.html', companyFacts: true });
    expect(manifest.pages['/fais']).toEqual({ file: 'fais.html', companyFacts: true });
    expect(manifest.companyFacts.fspNumber).toBe('46913');
    const login = readFileSync(join(portal, PRERENDERED_DIR, fileForPath('/login')), 'utf8');
    expect(login).toContain('<title>Login | FG Portal</title>');
    expect(login).toContain('<form method="post"');
    const boot =
      /<script defer src="\/assets\/(boot-[\w-]{8}\.js)" data-modules="\/assets\/index-A1\.js /.exec(
        login,
      )?.[1];
    expect(boot).toBeDefined();
    // The boot script is built beside the app's files: a classic script (no module syntax), minified.
    const code = readFileSync(join(portal, 'assets', boot ?? ''), 'utf8');
    expect(code).not.toMatch(/^\s*(import|export)\b/m);
    expect(code.length).toBeLessThan(2500);
  }, 60_000);
});

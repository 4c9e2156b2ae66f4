import type { Page } from '@playwright/test';
import { emailedLink, resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

/** DESIGN §1 and §2.2: Figtree on every portal page, and one page-title size, smaller on a phone. */
const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740, titleSize: '26px', titleLineHeight: '32px' },
  { name: 'desktop', width: 1280, height: 800, titleSize: '32px', titleLineHeight: '40px' },
] as const;

const SIGNED_IN_PATHS = ['/app/buy/secured-investment', '/app/Customer/wealth', '/app/profile'] as const;

/** What the page's type and width come to once its fonts have loaded. */
function readType(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const titles = [...document.querySelectorAll('h1')].filter((h1) => h1.getClientRects().length > 0);
    const title = titles[0];
    const text = document.querySelector('main p') ?? document.querySelector('#root p');
    return {
      titles: titles.length,
      titleSize: title ? getComputedStyle(title).fontSize : '',
      titleLineHeight: title ? getComputedStyle(title).lineHeight : '',
      titleFamily: title ? getComputedStyle(title).fontFamily : '',
      textFamily: text ? getComputedStyle(text).fontFamily : '',
      figtreeLoaded: document.fonts.check('16px "Figtree Variable"'),
      // check() is also true for a family no face declares: the face itself must have loaded.
      loadedFamilies: [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/"/g, '')),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

async function expectBrandType(page: Page, path: string, size: string, lineHeight: string) {
  await expect(page.locator('h1').first(), path).toBeVisible();
  const type = await readType(page);
  expect(type.titles, `${path}: one visible h1`).toBe(1);
  expect(type.titleSize, `${path}: h1 size`).toBe(size);
  expect(type.titleLineHeight, `${path}: h1 line height`).toBe(lineHeight);
  expect(type.figtreeLoaded, `${path}: Figtree loaded`).toBe(true);
  expect(type.loadedFamilies, `${path}: Figtree's face loaded`).toContain('Figtree Variable');
  expect(type.titleFamily, `${path}: h1 family`).toMatch(/^"Figtree Variable"/);
  expect(type.textFamily, `${path}: body text family`).toMatch(/^"Figtree Variable"/);
  expect(type.overflow, `${path}: no sideways scroll`).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('the portal preloads the latin Figtree file it serves, cached for a year, and fetches no other font for English text', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
  expect(href).toMatch(/^\/assets\/figtree-latin-wght-normal-[\w-]+\.woff2$/);
  await page.evaluate(() => document.fonts.ready);
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.woff2')),
  );
  expect(fonts).toEqual([href]);
  const file = await request.get(href ?? '');
  expect(file.headers()['content-type']).toBe('font/woff2');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await file.body()).byteLength).toBeLessThan(21_000);
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`login and a link page: Figtree, and a ${viewport.titleSize} page title`, async ({
      page,
      request,
    }) => {
      for (const path of ['/login', (await emailedLink(request, 'SIR-2026-000153')).path]) {
        await page.goto(path);
        await expectBrandType(page, path, viewport.titleSize, viewport.titleLineHeight);
      }
    });

    test(`signed in, the buy wizard, the wealth dashboard and the profile: Figtree, and a ${viewport.titleSize} page title`, async ({
      page,
      request,
    }) => {
      await signInAs(page, request, 'thandi@example.co.za');
      for (const path of SIGNED_IN_PATHS) {
        await page.goto(path);
        await expectBrandType(page, path, viewport.titleSize, viewport.titleLineHeight);
      }
    });
  });
}

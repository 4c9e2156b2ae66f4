import type { Page } from '@playwright/test';
import { COMPANY } from '../src/config/company';
import { expectNoAxeViolations } from './support/axe';
import { batches } from './support/batches';
import { expect, test } from './support/test';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const DOWNLOAD_HEADING = 'Download the app from your preferred platform';

/** Answers the store's host in place of the real store; `reached` resolves with the first navigation to it. */
async function interceptStore(page: Page, storeUrl: string): Promise<{ reached: Promise<string> }> {
  const { origin } = new URL(storeUrl);
  let resolve: (url: string) => void = () => undefined;
  const reached = new Promise<string>((done) => {
    resolve = done;
  });
  await page.route(`${origin}/**`, async (route) => {
    if (route.request().isNavigationRequest()) resolve(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Store</title>' });
  });
  return { reached };
}

/** Every request and navigation the page makes to another origin, all refused before they leave. */
async function watchForeignTraffic(page: Page, origin: string): Promise<string[]> {
  const foreign: string[] = [];
  await page.context().route(
    (url) => url.origin !== origin,
    async (route) => {
      foreign.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (url !== 'about:blank' && new URL(url).origin !== origin) foreign.push(url);
  });
  page.on('dialog', (dialog) => {
    foreign.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return foreign;
}

/** Counts full page loads, so that a reload loop cannot hide behind a correct final URL. */
function countDocumentLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) counter.count += 1;
  });
  return counter;
}

test.describe('/download on an iPhone', () => {
  test.use({ userAgent: IPHONE });

  test('goes straight to the App Store listing', async ({ page }) => {
    const { reached } = await interceptStore(page, COMPANY.apps.appStoreUrl);
    await page.goto('/download');
    expect(await reached).toBe(COMPANY.apps.appStoreUrl);
    await expect(page).toHaveURL(COMPANY.apps.appStoreUrl);
  });

  test('the bare /redirect does the same, being the same screen', async ({ page }) => {
    const { reached } = await interceptStore(page, COMPANY.apps.appStoreUrl);
    await page.goto('/redirect');
    expect(await reached).toBe(COMPANY.apps.appStoreUrl);
  });
});

test.describe('/download on an Android phone', () => {
  test.use({ userAgent: ANDROID });

  test('goes straight to the Google Play listing', async ({ page }) => {
    const { reached } = await interceptStore(page, COMPANY.apps.playStoreUrl);
    await page.goto('/download');
    expect(await reached).toBe(COMPANY.apps.playStoreUrl);
    await expect(page).toHaveURL(COMPANY.apps.playStoreUrl);
  });
});

test.describe('on a desktop', () => {
  test.use({ userAgent: DESKTOP });

  test('/download shows the heading, both store badges and Continue on Website', async ({
    page,
    baseURL,
  }) => {
    const foreign = await watchForeignTraffic(page, new URL(baseURL ?? '').origin);
    await page.goto('/download');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(DOWNLOAD_HEADING);
    await expect(main.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      COMPANY.apps.appStoreUrl,
    );
    await expect(main.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      COMPANY.apps.playStoreUrl,
    );
    await expect(main.getByRole('link', { name: 'Continue on Website' })).toHaveAttribute('href', '/app');
    await expect(page).toHaveTitle('Download the app | FG Portal');
    await expectNoAxeViolations(page);
    expect(foreign).toEqual([]);
  });

  test('/redirect with a known Destination lands on that route with PartyId and KnownAsName', async ({
    page,
  }) => {
    await page.goto('/redirect?Destination=download&PartyId=100234&KnownAsName=Thandi%20Mokoena');
    await expect(page).toHaveURL(/\/download\?PartyId=100234&KnownAsName=Thandi%20Mokoena$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOWNLOAD_HEADING);

    await page.goto('/redirect?Destination=login&PartyId=100234&KnownAsName=Sipho');
    await expect(page).toHaveURL(/\/login\?PartyId=100234&KnownAsName=Sipho$/);
  });

  test('/redirect without Destination and PartyId goes to the bare /redirect once and shows the download screen', async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    await page.goto('/redirect?KnownAsName=Thandi');
    await expect(page).toHaveURL(/\/redirect$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOWNLOAD_HEADING);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/redirect$/);
    expect(loads.count).toBe(1);
    await expectNoAxeViolations(page);
  });

  // As an attacker would type them into the link: the browser and the page decode them from there.
  const PAYLOADS = [
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '///evil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '%5C%5Cevil.example',
    '/%09/evil.example',
    '%09//evil.example',
    '%20//evil.example',
    'https://evil.example',
    'https:%2F%2Fevil.example',
    'HTTPS://evil.example/login',
    'javascript:alert(document.domain)',
    'JaVaScRiPt%3Aalert(1)',
    'java%0Ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '..%2F..%2Fevil.example',
    'login/../../evil.example',
    '..',
    'login@evil.example',
    'login%23//evil.example',
    '%EF%BC%8F%EF%BC%8Fevil.example',
  ];

  // A run of payloads per test, one after another in one page: each is a fresh load of /redirect, judged
  // as on its own.
  for (const batch of batches(PAYLOADS)) {
    test(`/redirect refuses Destination=${batch.join(' , ')} and never leaves the origin`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? '').origin;
      const foreign = await watchForeignTraffic(page, origin);
      const loads = countDocumentLoads(page);
      for (const payload of batch) {
        await test.step(`Destination=${payload}`, async () => {
          const loadsBefore = loads.count;
          await page.goto(`/redirect?Destination=${payload}&PartyId=100234&KnownAsName=Thandi`);

          await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
          await expect(page.getByText(/^This link is not valid\. /)).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(new URL(page.url()).origin).toBe(origin);
          expect(new URL(page.url()).pathname).toBe('/redirect');
          expect(foreign, payload).toEqual([]);
          expect(loads.count - loadsBefore, payload).toBe(1);
        });
      }
    });
  }

  test('the refusal is accessible and offers a way on', async ({ page }) => {
    await page.goto('/redirect?Destination=//evil.example&PartyId=100234');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Link not valid | FG Portal');
    await expectNoAxeViolations(page);
  });
});

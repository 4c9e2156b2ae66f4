import type { Page, Route } from '@playwright/test';
import { appRunning } from './support/app-running';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, signInAs } from './support/session';
import { expect, test } from './support/test';

// Issue 28 item 6: `/`, `/login` and the public content pages are HTML from the build, so their first
// paint needs no script; the script then takes over the same DOM.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the landing page: heading, sections, links, header and footer', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Invest, save and plan for the people who matter',
    );
    await expect(main.getByRole('region', { name: 'What we offer' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Get started in three steps' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('navigation', { name: 'Our group' })).toBeAttached();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAIS disclosure' })).toBeVisible();
    await expect(page).toHaveTitle('Invest, save and plan | FG Portal');
  });

  test('/login shows the Login heading and its labelled fields', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page).toHaveTitle('Login | FG Portal');
  });

  test('the public content pages show their headings', async ({ page }) => {
    for (const [path, heading] of [
      ['/forgot-password', 'Forgot login details'],
      ['/download', 'Download the app from your preferred platform'],
      ['/fais', 'FAIS disclosure'],
      ['/disclaimer', 'Disclaimer'],
      ['/privacy', 'Privacy notice'],
      ['/treating-customers-fairly', 'Treating customers fairly'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
  });
});

/** Holds the portal's entry script until `release` is called: the page is then only its HTML. */
async function holdEntryScript(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
    released ? route.continue() : held.push(route),
  );
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

const counts = (page: Page) =>
  page.evaluate(() => ({
    main: document.querySelectorAll('main').length,
    h1: document.querySelectorAll('h1').length,
    forms: document.querySelectorAll('form').length,
    inputs: document.querySelectorAll('input').length,
  }));

test('the script takes over /login in place: one copy of the page, what was typed kept, and the login works', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Login' });
  await expect(heading).toBeVisible();
  const prerenderedHeading = await heading.elementHandle();
  // A visitor on a slow link types while the script is still on its way.
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('thandi@example.co.za');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);

  await release();
  await appRunning(page);
  expect(await prerenderedHeading?.evaluate((element) => element.isConnected)).toBe(true);
  expect(await counts(page)).toEqual({ main: 1, h1: 1, forms: 1, inputs: 2 });
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(
    'thandi@example.co.za',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/app(\/|$)/);
  await expect(page.getByRole('button', { name: 'Account menu for Thandi Mokoena' })).toBeVisible();
});

test('a Login pressed before the script has taken over is held, then sent by the app: no post, nothing lost', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.resourceType() === 'document') posts.push(request.url());
  });
  // Parsed: the boot script (deferred) has run, and the app's entry is held back.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('thandi@example.co.za');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await release();
  await expect(page).toHaveURL(/\/app(\/|$)/);
  await expect(page.getByRole('button', { name: 'Account menu for Thandi Mokoena' })).toBeVisible();
  expect(posts).toEqual([]);
});

test("the app's script is fetched only once the page has painted", async ({ page }) => {
  await page.goto('/');
  await appRunning(page);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    entry:
      performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))
        ?.startTime ?? Number.NaN,
  }));
  expect(timing.entry).toBeGreaterThan(timing.paint);
});

test('the script takes over / in place, and its links navigate inside the app', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Invest, save and plan for the people who matter');
  const prerenderedHeading = await heading.elementHandle();
  await release();
  await appRunning(page);
  expect(await prerenderedHeading?.evaluate((element) => element.isConnected)).toBe(true);
  expect(await counts(page)).toMatchObject({ main: 1, h1: 1 });
  await expectNoAxeViolations(page);

  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(documents).toBe(0);
});

test('a lazily loaded legal page is taken over without a spinner or a second copy', async ({ page }) => {
  await page.goto('/privacy');
  await appRunning(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  expect(await counts(page)).toMatchObject({ main: 1, h1: 1 });
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a signed-in visitor on / gets the page as the app draws it for them: one copy, with the account menu', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu for Thandi Mokoena' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Invest, save and plan for the people who matter',
  );
  expect(await counts(page)).toMatchObject({ main: 1, h1: 1 });
  await expectNoAxeViolations(page);
});

import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInAs } from './support/session';
import { expect, test } from './support/test';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Where the page's main heading starts, from the top of the first screen. */
async function headingTop(page: Page): Promise<number> {
  const box = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  if (!box) throw new Error('no h1');
  return box.y;
}

/**
 * Waits until the page's data is in and drawn: the checks below look for something absent (a control
 * too small, a page too wide), which a page still loading would pass for want of the controls.
 */
async function loaded(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The page itself never scrolls sideways: anything wider scrolls in its own container. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * Controls smaller than 44 × 44 px on a phone (WCAG 2.2 target size, enhanced). Links inside running
 * text are exempt, as WCAG exempts them: their size is the text's.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea',
      ),
    ]
      .filter(
        (element) => element.offsetParent !== null && !element.closest('p, li p, dd, td, [role="alert"]'),
      )
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width < 44 || box.height < 44;
      })
      .map((element) => `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 40)}`),
  );
}

const PAGES: { path: string; signedIn?: string; heading: RegExp }[] = [
  { path: '/', heading: /./ },
  { path: '/login', heading: /Login/ },
  { path: '/app/customer/dashboard', signedIn: 'thandi@example.co.za', heading: /Hi, Thandi/ },
  { path: '/app/Customer/wealth', signedIn: 'thandi@example.co.za', heading: /./ },
  { path: '/app/buy/contact-form', signedIn: 'thandi@example.co.za', heading: /./ },
  { path: '/app/reports/3', signedIn: 'sipho@example.co.za', heading: /./ },
];

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const { path, signedIn, heading } of PAGES) {
      test(`${path}: the heading, no sideways scrolling, zero axe violations`, async ({ page, request }) => {
        if (signedIn) await signInAs(page, request, signedIn);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
        await loaded(page);
        const header = await page.getByRole('banner').boundingBox();
        if (viewport === PHONE) {
          expect(header?.height ?? 999).toBeLessThanOrEqual(68);
          if (['/', '/login', '/app/customer/dashboard'].includes(path)) {
            expect(await headingTop(page)).toBeLessThanOrEqual(200);
          }
        }
        await expectNoSidewaysScroll(page);
        if (viewport === PHONE) expect(await smallTargets(page)).toEqual([]);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('the phone header menu', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('opens by touch and by keyboard; Escape closes it and focus returns to its button', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Our group' });
    const links = page.getByRole('navigation', { name: 'Our group' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(links).toBeHidden();
    const box = await menu.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(links).toBeVisible();
    const first = links.getByRole('link').first();
    expect((await first.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Escape');
    await expect(links).toBeHidden();
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(links).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
  });

  test('the blocking login dialog on a buy route fits the screen and scrolls inside', async ({ page }) => {
    await page.goto('/app/buy/secured-investment');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(PHONE.width);
    expect((box?.y ?? 0) + (box?.height ?? 999)).toBeLessThanOrEqual(PHONE.height);
    expect(await dialog.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
    for (const control of [
      dialog.getByRole('button', { name: 'Login' }),
      dialog.getByRole('textbox').first(),
    ]) {
      expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);
  });

  test('the workspace tabs are one row that scrolls, with the current tab scrolled into view', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'thandi@example.co.za');
    await page.goto('/app/customer/wills-and-trusts');
    const current = page.getByRole('link', { name: 'Wills and Trusts', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The row is scrolled to the current tab in an effect, after aria-current is set: wait for it.
    await expect
      .poll(async () => {
        const box = await current.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
      }, 'the current tab fully on screen')
      .toBe(true);
    const dashboard = page.getByRole('link', { name: 'Dashboard', exact: true });
    const [first, last] = [await dashboard.boundingBox(), await current.boundingBox()];
    // One row: the first and the current tab side by side, the current one fully on screen.
    expect(Math.round(first?.y ?? 0)).toBe(Math.round(last?.y ?? 1));
    expect(last?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((last?.x ?? 0) + (last?.width ?? 999)).toBeLessThanOrEqual(PHONE.width);
  });

  test('at 320 px no route scrolls sideways', async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signInAs(page, request, 'thandi@example.co.za');
    for (const path of [
      '/',
      '/login',
      '/app/customer/dashboard',
      '/app/Customer/wealth',
      '/app/profile',
      '/app/buy/unit-trust',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await loaded(page);
      await expectNoSidewaysScroll(page);
    }
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP, hasTouch: false });

  test('the header shows the five group links, and no Our group disclosure button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Our group' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Our group' }).getByRole('link')).toHaveCount(5);
  });
});

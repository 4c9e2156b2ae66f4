/**
 * A gallery to look at: PNGs of the main screens at 360 × 740 and 1280 × 800 in `screenshots/`
 * (git-ignored), from the built site on a free 127.0.0.1 port with the sandbox's demo data. A screen the
 * design drew has its mockup's name (`../shared/design/<name>-<width>.png`), so the two sit side by side.
 * Usage: `npm run screenshots` after `npm run build`. Not part of `npm test`.
 */
import { mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type Browser, chromium, expect, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { type WalkStop, walkToCheckPage } from './secured-investment-walk';
import { startSite } from './start-site';

const OUT = 'screenshots';
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;
const THANDI = 'thandi@example.co.za';
const SIPHO = 'sipho@example.co.za';
const PASSWORD = 'Sandbox#2026';

/** A port nothing listens on now (the OS's pick). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The session the portal keeps, for a demo user signed in through the sandbox's token endpoint. */
async function sessionOf(origin: string, username: string): Promise<string> {
  const response = await fetch(`${origin}/auth/connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      client_id: 'fg-portal',
      grant_type: 'password',
      username,
      password: PASSWORD,
    }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  const { access_token: token, refresh_token: refreshToken } = (await response.json()) as {
    access_token: string;
    refresh_token: string;
  };
  return JSON.stringify({
    version: 1,
    auth: { token, refreshToken },
    navigation: { workspaceId: null, entityId: null, menuItemId: null, navigationItemId: null, tabIndex: 0 },
  });
}

/** Waits until the page has its data: no request under way and nothing marked busy. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

interface Shooter {
  page: Page;
  shoot(name: string): Promise<void>;
  close(): Promise<void>;
}

async function open(
  browser: Browser,
  origin: string,
  viewport: (typeof VIEWPORTS)[number],
  session: string | undefined,
): Promise<Shooter> {
  const context = await browser.newContext({ viewport, baseURL: origin, reducedMotion: 'reduce' });
  if (session) {
    await context.addInitScript((value) => {
      if (window !== window.top) return;
      if (!sessionStorage.getItem('fg.session')) sessionStorage.setItem('fg.session', value);
    }, session);
  }
  const page = await context.newPage();
  return {
    page,
    async shoot(name) {
      await settle(page);
      const path = join(OUT, `${name}-${viewport.width}.png`);
      await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
      process.stdout.write(`${path}\n`);
    },
    close: () => context.close(),
  };
}

/** The sandbox fails the calls that match, until cleared (test controls on). */
async function fault(origin: string, match: Record<string, unknown> | undefined): Promise<void> {
  const response = await fetch(`${origin}/__sandbox/faults`, {
    method: match ? 'POST' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: match ? JSON.stringify(match) : undefined,
  });
  if (!response.ok) throw new Error(`the sandbox refused the fault: ${response.status}`);
}

/**
 * Every step of the secured-investment wizard, paying by EFT, through to the receipt: a step
 * pressed with a problem (c), the check page (d), a Confirm the server fails (e) and the receipt (f).
 */
async function buySteps({ page, shoot }: Shooter, origin: string): Promise<void> {
  const names: Record<WalkStop, string> = {
    'investment-details': 'buy-secured-1-investment-details',
    'source-of-funds': 'buy-secured-2-source-of-funds',
    'wizard-errors': 'c-wizard-errors',
    'investment-options': 'buy-secured-3-investment-options',
    'payment-details': 'buy-secured-4-payment-details',
    'check-answers': 'd-check-answers',
  };
  await walkToCheckPage(page, (stop) => shoot(names[stop]));
  await fault(origin, { method: 'POST', path: '/v4/api/buy/SecuredInvestment', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  await shoot('e-confirm-refused');
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await shoot('f-receipt');
}

const port = await freePort();
// Test controls on: the seed links' tokens are random per sandbox, read from /__sandbox/links.
const site = await startSite(port, { SANDBOX_TEST_CONTROLS: '1' });
const seedLinks = (await (await fetch(`${site.origin}/__sandbox/links`)).json()) as {
  Reference: string;
  Url: string;
}[];
const reinvestLink = new URL(
  seedLinks.find((link) => link.Reference === 'SIR-2026-000153')?.Url ?? site.origin,
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  for (const viewport of VIEWPORTS) {
    const visitor = await open(browser, site.origin, viewport, undefined);
    const { page } = visitor;
    await page.goto('/');
    await visitor.shoot('g-landing');
    await page.goto('/login');
    await visitor.shoot('g-login');
    await page.goto(`${reinvestLink.pathname}${reinvestLink.search}`);
    await visitor.shoot('i-link-reinvest');
    await page.goto('/examples/email-landing.html');
    await visitor.shoot('rate-us-widget');
    // Send with no score: the error summary and the message beside the scale.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeFocused();
    await visitor.shoot('j-rate-us');
    await visitor.close();

    const customer = await open(browser, site.origin, viewport, await sessionOf(site.origin, THANDI));
    await customer.page.goto('/app/customer/dashboard');
    await customer.shoot('a-dashboard');
    await customer.page.goto('/app/customer/investments');
    await customer.shoot('investments');
    await customer.page.goto('/app/profile');
    await customer.shoot('h-profile');
    await customer.page.goto('/app/editprofile');
    await customer.shoot('h-edit-personal');
    // Two parts of the dashboard that do not load: what did load stays, each failed part says so.
    for (const id of [5, 99]) {
      await fault(site.origin, {
        method: 'GET',
        path: `/v3/api/NebulaDashboard/*/groupbalance/${id}`,
        status: 500,
      });
    }
    await customer.page.goto('/app/customer/dashboard');
    await expect(customer.page.getByText("Some of your accounts didn't load.")).toBeVisible();
    await customer.shoot('j-dashboard-error');
    await fault(site.origin, undefined);
    await customer.close();

    // An employee: the workspace as the title, its report as a chart, the switcher open.
    const employee = await open(browser, site.origin, viewport, await sessionOf(site.origin, SIPHO));
    await employee.page.goto('/app');
    await expect(
      employee.page.getByTitle('COVID-19 Dashboard').contentFrame().getByRole('img'),
    ).toBeVisible();
    await employee.shoot('employee-dashboard');
    await employee.page.getByRole('button', { name: 'Switch workspace' }).click();
    await employee.shoot('employee-switcher');
    await employee.close();
  }
  // The purchases last, so the balances above are the demo data's own.
  for (const viewport of VIEWPORTS) {
    const buyer = await open(browser, site.origin, viewport, await sessionOf(site.origin, THANDI));
    await buySteps(buyer, site.origin);
    await buyer.close();
  }
} finally {
  await browser.close();
  await site.stop();
}

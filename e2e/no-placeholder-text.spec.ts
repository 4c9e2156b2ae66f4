import type { Locator, Page } from '@playwright/test';
import { DEMO_COMPANY_FACTS } from '../src/config/company';
import { batches } from './support/batches';
import { resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

/** Text that must never reach a customer: a placeholder, a bracketed stand-in. */
const PLACEHOLDER_TEXT = /placeholder|to be confirmed|\[.*\]/i;
/** Copy from the past, e.g. an offer that ended in 2024, next to today's rates. */
const STALE_TEXT = /placeholder|to be confirmed|\[.*\]|2024/i;

const FSP = `FSP No. ${DEMO_COMPANY_FACTS.fspNumber}`;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** None of the scope's text (textContent, visually hidden text included) matches `pattern`. */
async function expectNoText(scope: Locator, pattern: RegExp) {
  await expect(scope).not.toHaveText(pattern);
}

/** The step is on screen, with the FSP number and none of the forbidden text. */
async function checkStep(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[part="fais"]')).toContainText(FSP);
  await expectNoText(page.getByRole('main'), STALE_TEXT);
}

// The public pages, as a visitor sees them: the footer's legal pages carry the company facts.
const PUBLIC_PATHS = [
  '/',
  '/login',
  '/sign-up',
  '/forgot-password',
  '/fais',
  '/disclaimer',
  '/privacy',
  '/treating-customers-fairly',
  '/download',
  '/a-page-that-does-not-exist',
];
for (const paths of batches(PUBLIC_PATHS)) {
  test(`${paths.join(', ')} show no placeholder to a visitor`, async ({ page }) => {
    for (const path of paths) {
      await test.step(path, async () => {
        await open(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // What the page renders (innerText), header and footer included; not the scripts' or styles' source.
        await expect(page.locator('body')).not.toHaveText(PLACEHOLDER_TEXT, { useInnerText: true });
      });
    }
  });
}

/** The page shows no placeholder, with each accordion open in turn, and no tile offers anything stale. */
async function expectNoPlaceholderOn(page: Page, path: string) {
  await open(page, path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoText(main, PLACEHOLDER_TEXT);
  // Each accordion in turn (one is open at a time), so that nothing is checked only while hidden.
  const accordions = main.locator('button[aria-expanded]');
  for (let index = 0; index < (await accordions.count()); index += 1) {
    const accordion = accordions.nth(index);
    if ((await accordion.getAttribute('aria-expanded')) === 'false') await accordion.click();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoText(main, PLACEHOLDER_TEXT);
  }
  for (const tile of await main
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Buy/ }) })
    .all()) {
    await expectNoText(tile, STALE_TEXT);
  }
}

/** A step's heading, then what to answer on it before Next. */
type Step = [heading: string, answer: (page: Page) => Promise<void>];

const nothing = async () => {};
const sourceOfFunds =
  (source: string) =>
  async (page: Page): Promise<void> => {
    await page.getByRole('radio', { name: source }).check();
    await page.getByRole('radio', { name: 'No' }).check();
  };
const fill =
  (name: string | RegExp, value: string) =>
  async (page: Page): Promise<void> => {
    await page.getByRole('textbox', { name }).fill(value);
  };
const TO_CONFIRM: Step[] = [
  ['Step 4 of 5: Payment details', nothing],
  ['Step 5 of 5: Check and confirm', nothing],
];

const WIZARDS: { name: string; path: string; steps: Step[] }[] = [
  {
    name: 'secured investment',
    path: '/app/buy/secured-investment',
    steps: [
      ['Step 1 of 5: Investment details', nothing],
      ['Step 2 of 5: Source of funds', sourceOfFunds('Salary')],
      ['Step 3 of 5: Investment options', fill(/Amount to invest/, '20000')],
      ...TO_CONFIRM,
    ],
  },
  {
    name: 'tax-free savings (no ended 10% offer beside the 4.25% rate)',
    path: '/app/buy/tax-free-investment',
    steps: [
      [
        'Step 1 of 5: Investment details',
        async (page) => {
          await expect(page.getByRole('main')).toContainText('4.25% a year');
          await expect(page.getByRole('main')).not.toContainText('10%');
        },
      ],
      ['Step 2 of 5: Source of funds', sourceOfFunds('Savings')],
      ['Step 3 of 5: Investment options', fill(/Lump sum/, '5000')],
      ...TO_CONFIRM,
    ],
  },
  {
    name: 'unit trust',
    path: '/app/buy/unit-trust',
    steps: [
      [
        'Step 1 of 5: Choose your funds',
        async (page) => {
          await page.getByRole('checkbox', { name: 'Balanced Fund' }).check();
        },
      ],
      ['Step 2 of 5: Source of funds', sourceOfFunds('Savings')],
      ['Step 3 of 5: Your contributions', fill('Lump sum for the Balanced Fund (R)', '10 000')],
      ...TO_CONFIRM,
    ],
  },
];

test.describe('signed in as Thandi', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAs(page, request, 'thandi@example.co.za');
  });

  // Thandi's holdings are dated (a start date in 2024 is her data, not stale copy): the pages as a whole
  // must show no placeholder, and the tiles of products to offer (catalogue copy) nothing from 2024 either.
  const APP_PATHS = [
    '/app/customer/dashboard',
    '/app/Customer/wealth',
    '/app/customer/investments',
    '/app/customer/employee-benefits',
    '/app/customer/ventures',
    '/app/customer/wills-and-trusts',
    '/app/customer/accounts',
  ];
  for (const paths of batches(APP_PATHS, 4)) {
    test(`${paths.join(', ')} show no placeholder, and no stale offer on a tile`, async ({ page }) => {
      for (const path of paths) await test.step(path, () => expectNoPlaceholderOn(page, path));
    });
  }

  for (const { name, path, steps } of WIZARDS) {
    test(`the ${name} wizard: every step up to check and confirm`, async ({ page }) => {
      await page.goto(path);
      const next = page.getByRole('button', { name: 'Next' });
      for (const [index, [heading, answer]] of steps.entries()) {
        await checkStep(page, heading);
        await answer(page);
        if (index < steps.length - 1) await next.click();
      }
    });
  }
});

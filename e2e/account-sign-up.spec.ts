import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

// A new account lands on the dashboard, whose "Get started" checklist reads the latest bank details: the
// API answers 404 (none yet), which Chromium logs.
test.use({ expectedConsoleErrors: [/status of 404/] });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function contactStep(page: Page, email: string) {
  await expect(page).toHaveURL(/#step1$/);
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Zanele');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Khumalo');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Identity and contact' })).toBeFocused();
  await expect(page).toHaveURL(/#step2$/);
}

async function passwordStep(page: Page) {
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Password' })).toBeFocused();
  await expect(page).toHaveURL(/#step3$/);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Zanele#2026');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Zanele#2026');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A valid SA ID number nobody has used yet: YYMMDD from the seed, Luhn check digit computed. */
function freshSaId(): string {
  const seed = Number(unique().slice(-6));
  const date = `9${seed % 10}0${1 + (seed % 9)}1${seed % 10}`;
  const body = `${date}${String(seed % 10000).padStart(4, '0')}08`;
  const digits = [...body].map(Number);
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    let digit = digits[i] ?? 0;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

test('signs up with an SA ID number and lands in /app, logged in', async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page).toHaveTitle('Create an account | FG Portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expectNoAxeViolations(page);
  await contactStep(page, `zanele.${unique()}@example.co.za`);
  await page.getByRole('textbox', { name: 'ID number', exact: true }).fill(freshSaId());
  await page.getByRole('textbox', { name: 'Cellphone number', exact: true }).fill('082 555 1234');
  await page.getByRole('radio', { name: 'No' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await passwordStep(page);
  await expect(page).toHaveURL(/\/app(\/|$)/);
  // Nothing of the sign-up is kept: the session, and the tab pages of its menus once they have come.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(sessionStorage)
          .filter((key) => key.startsWith('fg.'))
          .sort(),
      ),
    )
    .toEqual(['fg.session', 'fg.tab-bar-pages']);
});

test('signs up with a passport from /refer and lands in /app', async ({ page }) => {
  await page.goto('/refer?referral=THANDI26');
  await contactStep(page, `kwame.${unique()}@example.co.za`);
  await expect(page.getByRole('textbox', { name: 'Referral code (optional)', exact: true })).toHaveValue(
    'THANDI26',
  );
  await page.getByRole('radio', { name: 'Passport' }).check();
  await page.getByRole('textbox', { name: 'Passport number', exact: true }).fill(`G${unique().slice(-7)}`);
  await page.getByLabel('Passport country of issue').selectOption({ label: 'Ghana' });
  // Day, month and year fields, filled by their labels in the group the date's label names.
  const issue = page.getByRole('group', { name: 'Passport issue date' });
  await issue.getByLabel('Day').fill('1');
  await issue.getByLabel('Month').fill('3');
  await issue.getByLabel('Year').fill('2022');
  const expiry = page.getByRole('group', { name: 'Passport expiry date' });
  await expiry.getByLabel('Day').fill('28');
  await expiry.getByLabel('Month').fill('2');
  await expiry.getByLabel('Year').fill('2032');
  await page.getByRole('textbox', { name: 'Cellphone number', exact: true }).fill('+233 20 555 0101');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await expectNoAxeViolations(page);
  const register = page.waitForRequest((request) => request.url().endsWith('/v4/api/parties/register'));
  await page.getByRole('button', { name: 'Next' }).click();
  await passwordStep(page);
  await expect(page).toHaveURL(/\/app(\/|$)/);
  expect((await register).postDataJSON()).toMatchObject({
    PassportIssueDate: '2022-03-01',
    PassportExpiryDate: '2032-02-28',
  });
});

test('shows the server’s objections as dismissible alerts', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Thandi');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Mokoena');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('thandi@example.co.za');
  await page.getByRole('button', { name: 'Next' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('An account already exists for this email address.');
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
});

test('a reload on step 2 keeps the step and what was typed; the finished account logs in again', async ({
  page,
}) => {
  const email = `lerato.${unique()}@example.co.za`;
  const idNumber = freshSaId();
  await page.goto('/sign-up');
  await contactStep(page, email);
  await page.getByRole('textbox', { name: 'ID number', exact: true }).fill(idNumber);
  await page.getByRole('textbox', { name: 'Cellphone number', exact: true }).fill('082 555 1234');
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Identity and contact' })).toBeVisible();
  await expect(page).toHaveURL(/#step2$/);
  await expect(page.getByRole('textbox', { name: 'ID number', exact: true })).toHaveValue(idNumber);
  await expect(page.getByRole('textbox', { name: 'Cellphone number', exact: true })).toHaveValue(
    '082 555 1234',
  );
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Email address', exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'Next' }).click();
  // The second Next is step 2's: pressed before step 2 shows, it would meet step 1's, still on its way.
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Identity and contact' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await passwordStep(page);
  await expect(page).toHaveURL(/\/app(\/|$)/);

  const menuButton = page.getByRole('button', { name: 'Account menu for Zanele Khumalo' });
  await menuButton.click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Zanele#2026');
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/app(\/|$)/);
  await expect(page.getByRole('button', { name: 'Account menu for Zanele Khumalo' })).toBeVisible();
});

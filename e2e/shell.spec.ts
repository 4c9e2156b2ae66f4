import { expectNoAxeViolations } from './support/axe';
import { logInThroughDialog, signInAs } from './support/session';
import { expect, test } from './support/test';

test('signed out, /app and its pages send the visitor to /', async ({ page }) => {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/app/employee/settings');
  await expect(page).toHaveURL(/\/$/);
});

test('an employee lands on the first page of the default workspace and switches workspace from the avatar menu', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'sipho@example.co.za');
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/employee\/dashboard$/);

  // The clinics' workspace gets the covid-19 dashboard, through the report viewer.
  await expect(page.getByTitle('COVID-19 Dashboard')).toBeVisible();
  await expectNoAxeViolations(page);

  const tabs = page.getByRole('navigation', { name: 'Ubuntu Health Clinics: Employee' });
  await expect(tabs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/app\/employee\/settings$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Settings - Ubuntu Health Clinics' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The avatar menu, by keyboard alone.
  const menuButton = page.getByRole('button', { name: 'Account menu for Sipho Dlamini' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: /Sipho Dlamini/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.press('ArrowDown');
  const solar = menu.getByRole('menuitemradio', { name: /Karoo Solar Operations Employee/ });
  while (!(await solar.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/employee\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Karoo Solar Operations: Employee' })).toBeVisible();
  await expect(page.getByTitle('Solar Operations Dashboard')).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Settings - Karoo Solar Operations' }),
  ).toBeVisible();

  await menuButton.click();
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('fg.'))),
  ).toEqual([]);
});

test('signed out, a buy route stays and shows the blocking login dialog until the visitor logs in', async ({
  page,
}) => {
  await page.goto('/app/buy/secured-investment');
  // The wizard under the dialog shows its step in the hash.
  await expect(page).toHaveURL(/\/app\/buy\/secured-investment(#step1)?$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await logInThroughDialog(dialog, 'thandi@example.co.za');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/buy\/secured-investment#step1$/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 7: Investment details' })).toBeVisible();
});

test('the Settlement Trusts contact form sends its request once the visitor has logged in', async ({
  page,
}) => {
  await page.goto('/app/buy/contact-form');
  const dialog = page.getByRole('dialog');
  await logInThroughDialog(dialog, 'thandi@example.co.za');
  await expect(dialog).toBeHidden();
  await page.getByLabel('Contact number').fill('082 555 0134');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your request was submitted successfully')).toBeVisible();
  await expect(page.getByLabel('Contact number')).toBeDisabled();
  await expectNoAxeViolations(page);
});

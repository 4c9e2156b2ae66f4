import type { Locator, Page, Route } from '@playwright/test';
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
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Investment details' })).toBeVisible();
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

test.describe('a full page load while the workspace menus are slow', () => {
  /** Holds the menus' requests until the returned function lets them go: the page paints first. */
  async function holdMenus(page: Page): Promise<() => Promise<void>> {
    const held: Route[] = [];
    await page.route('**/v5/api/workspaces/*/workspacemenuitems', (route) => {
      held.push(route);
    });
    return async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      for (const route of held.splice(0)) await route.continue();
    };
  }

  const yOf = async (target: Locator) => (await target.boundingBox())?.y;

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px, the page does not move when the menus arrive: no room kept for a tab bar that will not come, room kept for one that will`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      await signInAs(page, request, 'thandi@example.co.za');
      const accountMenu = page.getByRole('button', { name: 'Account menu for Thandi Mokoena' });
      const menusShown = async () => {
        await accountMenu.click();
        await expect(
          page
            .getByRole('menu', { name: 'Account' })
            .getByRole('menuitemradio', { name: 'My Portfolio Customer' }),
        ).toBeVisible();
        await page.keyboard.press('Escape');
      };
      const release = await holdMenus(page);

      // A tab that has not seen the menus (a session from another tab): a profile page keeps no room.
      await page.goto('/app/editprofile?section=documents');
      const chooseFile = page.getByRole('button', { name: /^Choose file for Your ID document/ });
      await expect(chooseFile).toBeVisible();
      const before = await yOf(chooseFile);
      await release();
      await menusShown();
      expect(await yOf(chooseFile)).toBe(before);

      // A menu page keeps the bar's room, and the bar fills it.
      await page.goto('/app/customer/ventures');
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const headingBefore = await yOf(heading);
      await release();
      await expect(page.getByRole('navigation', { name: 'My Portfolio: Customer' })).toBeVisible();
      expect(await yOf(heading)).toBe(headingBefore);

      // Now this tab has seen the menus: the profile page still keeps no room.
      await page.goto('/app/editprofile?section=documents');
      await expect(chooseFile).toBeVisible();
      const again = await yOf(chooseFile);
      await release();
      await menusShown();
      expect(await yOf(chooseFile)).toBe(again);
      expect(again).toBe(before);
    });
  }
});

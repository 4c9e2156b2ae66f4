import { expectNoAxeViolations } from './support/axe';
import { AXE_STYLE_UNDER_STRICT_CSP, tabTo } from './support/host-page';
import { resetSandbox, signInAs } from './support/session';
import { expect, test } from './support/test';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a member changes the member choice after confirming, sees it saved, and goes back to wealth', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/app/Customer/wealth');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Investments - FG Umbrella Retirement Fund' }).click();
  const growth = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Growth Fund' }) });
  await expect(growth).toContainText('Current choice');
  await expect(page.getByText('Your current choice:')).toHaveText('Your current choice: Growth Fund');
  await expect(
    growth.getByRole('link', { name: 'Fact sheet Growth Fund (opens in a new tab)' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Escape cancels and gives focus back.
  const chooseIncome = page.getByRole('button', { name: 'Choose Income Fund' });
  await chooseIncome.click();
  await expect(page.getByRole('dialog', { name: 'Change your member choice?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(chooseIncome).toBeFocused();

  // Hold the save in this page only (the sandbox is shared), so 'Saving your member choice...' can be seen.
  // It is released once the message has been seen: no fixed wait.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v4/api/retirementinvestments/**', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Choose Balanced Fund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your member choice?' });
  await expect(dialog).toContainText(
    'Your retirement savings will be moved from Growth Fund to Balanced Fund.',
  );
  await expectNoAxeViolations(page);
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/retirementinvestments/'),
  );
  await dialog.getByRole('button', { name: 'Yes, change to Balanced Fund' }).click();

  await expect(page).toHaveURL(/\/app\/MemberPortalSuccess$/);
  await expect(page.getByText('Saving your member choice...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Congratulations' })).toBeFocused();
  await expect(page.getByText('Your member choice was changed to Balanced Fund.')).toBeVisible();
  await expectNoAxeViolations(page);
  const response = await saved;
  expect(new URL(response.url()).pathname).toBe('/v4/api/retirementinvestments/700104/member/800104/42');
  expect(response.request().postDataJSON()).toMatchObject({
    StatusTransitionID: 42,
    Description: 'Balanced Fund',
  });
  expect(await response.json()).toMatchObject({ Description: 'Balanced Fund', IsSelected: true });

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/app\/Customer\/wealth$/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Investments - FG Umbrella Retirement Fund' }).click();
  await expect(page.getByText('Your current choice:')).toHaveText('Your current choice: Balanced Fund');
  await expect(page.getByRole('region', { name: 'Investments - FG Umbrella Retirement Fund' })).toContainText(
    'Investment choiceBalanced Fund',
  );
});

test('/app/MemberPortalSuccess without a change to follow returns to the wealth page', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'thandi@example.co.za');
  await page.goto('/app/MemberPortalSuccess');
  await expect(page).toHaveURL(/\/app\/Customer\/wealth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Investments' })).toBeVisible();
});

test.describe("on an example page, under the portal's CSP", () => {
  test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP] });

  test('host page: a signed-in member changes the member choice with the keyboard alone, and the page hears fg-changed', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'thandi@example.co.za');
    await page.goto('/examples/member-choice.html');
    const current = page.getByText('Your current choice:');
    await expect(current).toHaveText('Your current choice: Growth Fund');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'Growth Fund',
      'Balanced Fund',
      'Income Fund',
    ]);
    await expectNoAxeViolations(page);

    const choose = page.getByRole('button', { name: 'Choose Income Fund' });
    await tabTo(page, choose);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change your member choice?' });
    await expect(dialog).toContainText(
      'Your retirement savings will be moved from Growth Fund to Income Fund.',
    );
    const confirm = dialog.getByRole('button', { name: 'Yes, change to Income Fund' });
    await expect(confirm).toBeFocused();
    await expectNoAxeViolations(page);

    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().includes('/retirementinvestments/'),
    );
    await page.keyboard.press('Enter');
    const response = await saved;
    expect(new URL(response.url()).pathname).toBe('/v4/api/retirementinvestments/700104/member/800104/43');
    expect(await response.request().headerValue('authorization')).toMatch(/^Bearer /);

    await expect(page.getByRole('status').filter({ hasText: 'Congratulations' })).toContainText(
      'Your member choice was changed to Income Fund.',
    );
    await expect(current).toHaveText('Your current choice: Income Fund');
    const logged = page.locator('#fg-event-log').getByRole('listitem');
    await expect(logged).toHaveCount(2);
    await expect(logged.first()).toContainText('fg-saving from <fg-member-choice>');
    await expect(logged.last()).toContainText('fg-changed from <fg-member-choice>');
    await expect(logged.last()).toContainText('"Description":"Income Fund"');
    await expect(logged.last()).toContainText('"IsSelected":true');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

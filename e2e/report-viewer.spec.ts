import { expectNoAxeViolations } from './support/axe';
import { AXE_STYLE_UNDER_STRICT_CSP, cspViolations, tabTo, watchCspViolations } from './support/host-page';
import { signInAs } from './support/session';
import { expect, test } from './support/test';

const ERROR = 'Could not load dashboard - contact support';

test.beforeEach(({ page }) => watchCspViolations(page));

test.describe('under a strict CSP', () => {
  test.use({ expectedConsoleErrors: [AXE_STYLE_UNDER_STRICT_CSP] });

  test('signed in: frames the report and appends the Date Range chosen with the keyboard', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'sipho@example.co.za');
    await page.goto('/examples/strict-csp.html');
    const section = page.getByRole('region', { name: 'Claims report (signed-in employees)' });
    const frame = section.getByTitle('Claims Overview');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('height', '700');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('src', /\/sandbox-reports\/12\.html\?entity=4417$/);
    await expect(frame.contentFrame().getByRole('heading', { level: 1 })).toHaveText('Claims Overview');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'fg-loaded from <fg-report-viewer>' }),
    ).toBeVisible();

    const range = section.getByRole('combobox', { name: 'Date Range' });
    await tabTo(page, range);
    await range.selectOption({ label: 'Last 30 days' });
    await expect(frame).toHaveAttribute('src', /entity=4417&dateRange=30d$/);
    await expect(frame.contentFrame().getByText(/Last 30 days/)).toBeVisible();
    expect(await cspViolations(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test('strict CSP page, signed out: the report says it could not load, and nothing is asked of the API', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/v5/api/reports/')) calls.push(sent.url());
  });
  await page.goto('/examples/strict-csp.html');
  const section = page.getByRole('region', { name: 'Claims report (signed-in employees)' });
  await expect(section.getByRole('alert')).toHaveText(ERROR);
  expect(calls).toEqual([]);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'fg-failed from <fg-report-viewer>' }),
  ).toContainText('"status":401');
});

test('portal: /app/reports/:reportId shows the report of the active workspace, titled with its name', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'sipho@example.co.za');
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/employee\/dashboard$/);
  await page.goto('/app/reports/14');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Summary' })).toBeVisible();
  await expect(page).toHaveTitle('Membership Summary | FG Portal');
  await expect(page.getByTitle('Membership Summary')).toHaveAttribute('src', /\/sandbox-reports\/14\.html/);
  await expectNoAxeViolations(page);
});

import { COMPANY, DEMO_COMPANY_FACTS } from '../src/config/company';
import { appRunning } from './support/app-running';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

test.describe('landing page', () => {
  test('offers Login and Create an account, the product families and the group directory', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Invest, save and plan for the people who matter',
    );
    await expect(main.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');

    const offers = main.getByRole('region', { name: 'What we offer' });
    for (const title of [
      'Secured investments with fixed rates',
      'Tax-free savings',
      'Unit trusts',
      'Employee benefits and retirement',
      'Wills and trusts',
      'Impact investing and ventures',
    ]) {
      await expect(offers.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }

    const directory = main.getByRole('navigation', { name: `Explore the ${COMPANY.name} website` });
    await expect(directory.getByRole('link')).toHaveCount(COMPANY.directory.length);
    for (const entry of COMPANY.directory) {
      await expect(directory.getByRole('link', { name: new RegExp(`^${entry.label}`) })).toHaveAttribute(
        'href',
        entry.href,
      );
    }
    await expect(page).toHaveTitle('Invest, save and plan | FG Portal');
    await expectNoAxeViolations(page);
  });

  test('Create an account opens the sign-up route inside the app, without reloading the page', async ({
    page,
  }) => {
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto('/');
    await appRunning(page);
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/sign-up(#step1)?$/);
    // Drawn: a page load, had there been one, would have come before it.
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    expect(documents).toBe(1);
  });

  test('fits a 360 px wide phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoAxeViolations(page);
  });

  test('loads no image files', async ({ page }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().endsWith('/favicon.svg'))
        images.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(images).toEqual([]);
  });
});

const FOOTER_PAGES = [
  { path: '/fais', title: 'FAIS disclosure', section: 'The FAIS Ombud' },
  { path: '/disclaimer', title: 'Disclaimer', section: 'Collective investment schemes (unit trusts)' },
  { path: '/privacy', title: 'Privacy notice', section: 'The Information Regulator' },
  { path: '/treating-customers-fairly', title: 'Treating customers fairly', section: /^Outcome 6/ },
] as const;

for (const { path, title, section } of FOOTER_PAGES) {
  test(`${path} shows the ${title} page`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | FG Portal`);
    await expectNoAxeViolations(page);
  });
}

test("the FAIS disclosure shows the sandbox's company facts", async ({ page }) => {
  await page.goto('/fais');
  const main = page.getByRole('main');
  await expect(main.getByText(DEMO_COMPANY_FACTS.registeredName, { exact: true })).toBeVisible();
  await expect(main.getByText(DEMO_COMPANY_FACTS.registrationNumber, { exact: true })).toBeVisible();
  for (const category of DEMO_COMPANY_FACTS.licenceCategories)
    await expect(main.getByRole('listitem').filter({ hasText: category })).toBeVisible();
  for (const { name } of DEMO_COMPANY_FACTS.keyIndividuals)
    await expect(main.getByRole('term').filter({ hasText: name })).toBeVisible();
});

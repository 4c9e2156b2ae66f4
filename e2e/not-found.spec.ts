import { DEMO_COMPANY_FACTS, telephoneHref } from '../src/config/company';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

test('an unknown path shows the 404 page with the contact block', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.ok()).toBe(true);

  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText("The page you're looking for could not be found.")).toBeVisible();
  await expect(page.getByRole('link', { name: /home page/i })).toHaveAttribute(
    'href',
    'https://www.fedgroup.co.za',
  );

  const contact = page.getByRole('region', { name: 'Contact us' });
  await expect(contact.getByText('Telephone')).toBeVisible();
  // The sandbox's demo facts, handed to the page in its config (FG_COMPANY_* in production).
  await expect(contact.getByRole('link', { name: DEMO_COMPANY_FACTS.telephone })).toHaveAttribute(
    'href',
    telephoneHref(DEMO_COMPANY_FACTS.telephone),
  );
  await expect(contact.getByText('Fax')).toBeVisible();
  await expect(contact.getByText(DEMO_COMPANY_FACTS.fax)).toBeVisible();
  await expect(contact.getByText(DEMO_COMPANY_FACTS.address)).toBeVisible();
  await expect(contact.getByText(/Sandton/)).toBeVisible();
  await expect(page).toHaveTitle('Page not found | FG Portal');

  await expectNoAxeViolations(page);
});

test('the page is styled under a strict CSP with a per-response nonce', async ({ page }) => {
  const response = await page.goto('/another/missing/page');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('unsafe-inline');
  const heading = page.getByRole('heading', { level: 1, name: '404' });
  await expect(heading).toHaveCSS('color', 'rgb(196, 16, 94)');
});

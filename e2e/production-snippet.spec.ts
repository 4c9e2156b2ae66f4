import { startServer } from '../scripts/start-site';
import { expect, test } from './support/test';

// A deployment of the site alone (FG_SANDBOX=off), its API on another origin (this worker's sandbox), on
// a port of its own beside the workers' (E2E_PORT + 41).
const PORT = Number(process.env.E2E_PORT ?? 4317) + 41;

const COMPANY_FACTS = {
  FG_COMPANY_FSP_NUMBER: '12345',
  FG_COMPANY_TELEPHONE: '0860 000 111',
  FG_COMPANY_FAX: '021 000 0112',
  FG_COMPANY_ADDRESS: '1 Long Street, Cape Town, 8001',
  FG_COMPANY_SUPPORT_EMAIL: 'help@fg.example.co.za',
  FG_COMPANY_REGISTERED_NAME: 'Example Financial Services (Pty) Ltd',
  FG_COMPANY_REGISTRATION_NUMBER: '2001/234567/07',
  FG_COMPANY_LICENCE_CATEGORIES: 'Category I: Long-term Insurance',
  FG_COMPANY_KEY_INDIVIDUALS: 'Jane Mokoena | Managing director',
  FG_COMPANY_COMPLIANCE_OFFICER: 'Lee Adams',
  FG_COMPANY_COMPLIANCE_EMAIL: 'compliance@fg.example.co.za',
};

test("the README's snippet, pasted unchanged on a third site, rates through a site-only deployment's own API", async ({
  page,
  baseURL,
  otherOrigin,
}) => {
  const api = baseURL ?? '';
  const site = await startServer({
    script: 'server/main.ts',
    port: PORT,
    env: {
      FG_SANDBOX: 'off',
      FG_ACCESS_LOG: '0',
      FG_API_MAIN: api,
      FG_API_WEB: api,
      FG_API_AUTH: `${api}/auth`,
      FG_API_CONTENT: `${api}/cms`,
      ...COMPANY_FACTS,
    },
    stderr: 'inherit',
  });
  try {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${otherOrigin}/readme-snippet.html?portal=${encodeURIComponent(site.origin)}`);
    // The page is the snippet alone: the tag from the deployment, no config block.
    await expect(page.locator('script[data-fg-config], script#fg-config')).toHaveCount(0);
    await expect(page.locator('script[type="module"]')).toHaveAttribute(
      'src',
      `${site.origin}/widgets/fg-rate-us.js`,
    );

    const rateUs = page.locator('fg-rate-us');
    await rateUs.getByRole('radio', { name: '9', exact: true }).check();
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/v4/api/UserResponse'),
    );
    await rateUs.getByRole('button', { name: 'Send' }).click();
    const rating = await posted;
    // To the deployment's API, not to the site that served the tag (which has no API) nor the host page.
    expect(new URL(rating.url()).origin).toBe(new URL(api).origin);
    expect(rating.postDataJSON()).toMatchObject({ OptionSelected: 9, SystemIdentifier: 'EMAIL-2026-06' });
    await expect(rateUs.getByText(/Thank you for your submission/)).toBeVisible();
    expect(warnings.filter((text) => text.includes('fg-'))).toEqual([]);
  } finally {
    await site.stop();
  }
});

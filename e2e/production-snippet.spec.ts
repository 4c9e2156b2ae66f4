import { startServer } from '../scripts/start-site';
import { readmeProductionCommand } from './support/production-command';
import { expect, test } from './support/test';

// A deployment of the site alone (FG_SANDBOX=off), its API on another origin (this worker's sandbox), on
// a port of its own beside the workers' (E2E_PORT + 41).
const PORT = Number(process.env.E2E_PORT ?? 4317) + 41;

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
      // The README's production settings (its company facts), the API bases this test's own.
      ...readmeProductionCommand().env,
      FG_ACCESS_LOG: '0',
      FG_API_MAIN: api,
      FG_API_WEB: api,
      FG_API_AUTH: `${api}/auth`,
      FG_API_CONTENT: `${api}/cms`,
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

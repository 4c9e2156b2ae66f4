import { expect, test } from '@playwright/test';
import { answers } from '../scripts/start-site';
import { npmServe } from './support/npm-serve';
import { readmeProductionCommand } from './support/production-command';

// README's "Serving in production" command, run as printed: its variables and `npm run serve`, with the
// example API bases swapped for a stand-in's (nothing answers at api.example.co.za). No page: the server
// process alone, on a port of its own beside the workers' (E2E_PORT + 42).
const PORT = Number(process.env.E2E_PORT ?? 4317) + 42;
const ORIGIN = `http://127.0.0.1:${PORT}`;

test("the README's production command starts the site alone as printed, with its bases and facts", async () => {
  expect(await answers(ORIGIN), `${ORIGIN} is taken by another server`).toBe(false);
  const printed = readmeProductionCommand();
  expect(printed.command).toBe('npm run serve');
  expect(printed.env.FG_SANDBOX).toBe('off');
  const api = 'http://127.0.0.1:9';
  const { server, exited, killIfRunning } = npmServe(PORT, {
    ...printed.env,
    FG_API_MAIN: api,
    FG_API_WEB: api,
    FG_API_AUTH: `${api}/auth`,
    FG_API_CONTENT: `${api}/cms`,
  });
  try {
    await expect.poll(() => answers(ORIGIN), { timeout: 60_000 }).toBe(true);
    // The site alone: no sandbox behind it, the API's paths answered as the API answers a path it lacks.
    const apiPath = await fetch(`${ORIGIN}/v5/api/Lookups/SourceOfFunds`);
    expect(apiPath.status).toBe(404);
    expect(await apiPath.json()).toMatchObject({ IsError: true, StatusCode: 404 });
    const page = await (await fetch(`${ORIGIN}/fais`)).text();
    expect(page).toContain(`"fspNumber":"${printed.env.FG_COMPANY_FSP_NUMBER}"`);
    expect(page).toContain(`"mainApiBase":"${api}"`);
    // Its tags carry the same settings (server/widget-files.ts).
    const tag = await (await fetch(`${ORIGIN}/widgets/fg-rate-us.js`)).text();
    expect(tag.split('\n', 1)[0]).toContain(`"registeredName":"${printed.env.FG_COMPANY_REGISTERED_NAME}"`);
    server.kill('SIGTERM');
    await exited;
    await expect.poll(() => answers(ORIGIN), { timeout: 2000 }).toBe(false);
  } finally {
    killIfRunning();
  }
});

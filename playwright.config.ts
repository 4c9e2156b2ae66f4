import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4317);
export const baseURL = `http://127.0.0.1:${port}`;
/** A second origin (another port) for host pages that embed the widgets from another site. */
const otherOriginPort = port + 1;
export const otherOrigin = `http://127.0.0.1:${otherOriginPort}`;

export default defineConfig({
  testDir: 'e2e',
  // A test's time limit finds a hang; how fast pages are is measured by the size and Lighthouse scripts.
  // The longest walks (a purchase from the first step to the receipt, 15 pages loaded in a row) take up to
  // 29 s on a busy 2-core machine, and 30 s failed them (busy pair 33).
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // One worker: the specs share one sandbox, and some reset it or inject faults; in parallel a reset
  // could wipe another test's sign-up mid-flow. This makes the e2e suite the longest step of `npm test`
  // (about 20 min on a busy 2-core machine); a sandbox per worker is what would let it run in parallel.
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // The same server `npm start` runs, on a port of its own, with the sandbox's test controls on.
      command: 'test -f dist/portal/index.html || npm run build; tsx server/main.ts',
      url: `${baseURL}/__health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(port), HOST: '127.0.0.1', SANDBOX_TEST_CONTROLS: '1', FG_ACCESS_LOG: '0' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'tsx e2e/support/other-origin-server.ts',
      url: `${otherOrigin}/__health`,
      reuseExistingServer: false,
      env: { OTHER_ORIGIN_PORT: String(otherOriginPort), PORTAL_ORIGIN: baseURL },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

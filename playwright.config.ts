import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * Workers run side by side, each against its own site server and sandbox (e2e/support/worker-sites.ts,
 * started by the `sites` fixture), so a reset or an injected fault in one worker touches no test of
 * another. One per core by default; E2E_WORKERS sets another count.
 */
const workers = Number(process.env.E2E_WORKERS ?? Math.max(2, availableParallelism()));

export default defineConfig({
  testDir: 'e2e',
  // Builds first unless dist/ matches the sources, for the whole suite and for one file alike.
  globalSetup: './e2e/support/global-setup.ts',
  // A test's time limit finds a hang; how fast pages are is measured by the size and Lighthouse scripts.
  // The longest walks (a purchase from the first step to the receipt, 15 pages loaded in a row) take up to
  // 29 s on a busy 2-core machine, and 30 s failed them (busy pair 33).
  timeout: 60_000,
  expect: { timeout: 5_000 },
  // A file's tests run in order in one worker (some share a signed-in state through the file's hooks);
  // the files are spread over the workers.
  fullyParallel: false,
  workers,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: 'test-results',
  // The screens' baselines (e2e/screens.spec.ts), one picture per name: drawn and compared on Debian's Chromium.
  snapshotPathTemplate: '{testDir}/screens/{arg}{ext}',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    // Recording a trace of every test, to keep the failing ones', cost a fifth of the suite's time (12 tests:
    // 64 s against 51 s), and nobody can open one left on a CI machine. `--trace on` records them locally.
    trace: 'off',
  },
});

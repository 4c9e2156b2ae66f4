import { test as base, expect } from '@playwright/test';
import { type WorkerSites, withWorkerSites } from './worker-sites';

interface ProblemOptions {
  /**
   * Console errors a test provokes on purpose, e.g. Chromium's "Failed to load resource: … status of 500"
   * after a test injects a server fault. Anything else still fails the test.
   */
  expectedConsoleErrors: RegExp[];
}

interface TestFixtures {
  pageProblems: string[];
  /** Each test starts with the sandbox's throttles at zero (its data is kept). */
  freshThrottles: undefined;
  /** This worker's other-origin host (see {@link WorkerSites}). */
  otherOrigin: string;
}

/**
 * Every e2e test runs against its worker's own site and sandbox (`baseURL`, so `page.goto('/login')` and
 * `request` reach it), and fails on a console error, an uncaught exception or a CSP violation in the
 * page: a person would not see them, but they are defects all the same.
 */
export const test = base.extend<ProblemOptions & TestFixtures, { sites: WorkerSites }>({
  sites: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => withWorkerSites(workerInfo.parallelIndex, use),
    { scope: 'worker' },
  ],
  baseURL: async ({ sites }, use) => use(sites.origin),
  otherOrigin: async ({ sites }, use) => use(sites.otherOrigin),
  expectedConsoleErrors: [[], { option: true }],
  // Every request of a worker comes from 127.0.0.1, so per-address limits (contact requests, ratings,
  // sign-ups) would add up across its tests; a test meets them only on purpose.
  freshThrottles: [
    async ({ request }, use) => {
      await request.delete('/__sandbox/throttles');
      await use(undefined);
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !expectedConsoleErrors.some((pattern) => pattern.test(text))) {
          problems.push(`console: ${text}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors, uncaught exceptions or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

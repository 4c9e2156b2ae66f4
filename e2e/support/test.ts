import { test as base, expect } from '@playwright/test';

interface ProblemOptions {
  /**
   * Console errors a test provokes on purpose, e.g. Chromium's "Failed to load resource: … status of 500"
   * after a test injects a server fault. Anything else still fails the test.
   */
  expectedConsoleErrors: RegExp[];
}

/**
 * Every e2e test fails on a console error, an uncaught exception or a CSP violation in the page:
 * a person would not see them, but they are defects all the same.
 */
export const test = base.extend<ProblemOptions & { pageProblems: string[] }>({
  expectedConsoleErrors: [[], { option: true }],
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

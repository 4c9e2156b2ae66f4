import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over a page drawn at build (scripts/prerender.ts): the footer's
 * documents list comes from the API once the app runs. Before that the page is its HTML, where a link
 * loads the next page from the server rather than routing inside the app.
 */
export const appRunning = (page: Page) =>
  expect(page.getByRole('contentinfo').getByText('Loading documents…')).toHaveCount(0, { timeout: 10_000 });

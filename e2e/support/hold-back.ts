import type { Page } from '@playwright/test';

/**
 * Holds back every request to `url` (as `page.route` matches it) until the returned `release` is called,
 * as on a slow line, or one that stalled and came back.
 */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

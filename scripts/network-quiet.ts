import type { Page, Request } from '@playwright/test';

export interface InFlight {
  /** Resolves once no request of the page has been in flight for `quietMs` (what it fetches on its own is done). */
  quiet(quietMs?: number): Promise<void>;
}

/** Follows the page's requests from now on, to wait for its network to fall quiet. */
export function trackInFlight(page: Page): InFlight {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  return {
    async quiet(quietMs = 300) {
      let quietSince = performance.now();
      while (performance.now() - quietSince < quietMs) {
        await page.waitForTimeout(25);
        if (inFlight.size > 0) quietSince = performance.now();
      }
    },
  };
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { Page, Request } from '@playwright/test';

export interface InFlight {
  /**
   * Resolves once no request of the page has been in flight for `quietMs` (what it fetches on its own is
   * done), or after `capMs` whatever the page does.
   */
  quiet(quietMs: number, capMs?: number): Promise<void>;
}

/**
 * Follows the page's requests from now on, to wait for its network to fall quiet. Event-driven: no call
 * to the browser while waiting, which on a busy machine costs the page time.
 */
export function trackInFlight(page: Page): InFlight {
  const inFlight = new Set<Request>();
  let lastChange = performance.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastChange = performance.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = performance.now();
  });
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  return {
    async quiet(quietMs, capMs = 10_000) {
      const until = performance.now() + capMs;
      for (;;) {
        const quietFor = performance.now() - lastChange;
        if ((inFlight.size === 0 && quietFor >= quietMs) || performance.now() >= until) return;
        await sleep(inFlight.size === 0 ? quietMs - quietFor : 25);
      }
    },
  };
}

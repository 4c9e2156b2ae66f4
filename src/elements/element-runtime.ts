import type { QueryClient } from '@tanstack/react-query';
import { type Config, readPageConfig } from '../config';
import { createQueryClient } from '../react/query-client';
import { persistSession } from '../session';

interface PageRuntime {
  config: Config;
  queryClient: QueryClient;
}

let runtime: PageRuntime | null = null;

/** Where the widget bundle is served from: the API defaults to that origin, not the host page's. */
function servingOrigin(): string {
  const { origin, protocol } = new URL(import.meta.url, window.location.href);
  return protocol === 'http:' || protocol === 'https:' ? origin : window.location.origin;
}

/**
 * What every element on a page shares: the config the page declared once, one query cache and
 * the one session (so a login in one widget is seen by the others). Made on first use.
 */
export function pageRuntime(): PageRuntime {
  if (!runtime) {
    persistSession(sessionStorage);
    runtime = { config: readPageConfig(document, servingOrigin()), queryClient: createQueryClient() };
  }
  return runtime;
}

/** For tests: forget the page runtime so the next element reads the page again. */
export function resetPageRuntime(): void {
  runtime?.queryClient.clear();
  runtime = null;
}

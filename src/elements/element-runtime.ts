import { type Config, readPageConfig } from '../config';

let pageConfig: Config | null = null;

/** Where the widget bundle is served from: the API defaults to that origin, not the host page's. */
function servingOrigin(): string {
  const { origin, protocol } = new URL(import.meta.url, window.location.href);
  return protocol === 'http:' || protocol === 'https:' ? origin : window.location.origin;
}

/** The API settings the page declared once (see readPageConfig), read when the first element renders. */
export function pageRuntimeConfig(): Config {
  pageConfig ??= readPageConfig(document, servingOrigin());
  return pageConfig;
}

/**
 * For tests: read the page again on the next render.
 * @internal
 */
export function resetPageRuntime(): void {
  pageConfig = null;
}

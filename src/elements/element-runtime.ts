import {
  type ApiSettings,
  type Config,
  configuredSettings,
  forgetConfigured,
  readPageConfig,
} from '../config';
import { readPageApiSettings } from '../config/page-config';

let read: { config: Config; configured: unknown } | null = null;

/** Where the widget bundle is served from: the API defaults to that origin, not the host page's. */
function servingOrigin(): string {
  const { origin, protocol } = new URL(import.meta.url, window.location.href);
  return protocol === 'http:' || protocol === 'https:' ? origin : window.location.origin;
}

/**
 * The page's API settings (see readPageConfig), read when the first element renders, and again once
 * `configure()` (or a React host's `WidgetProvider`) has set new ones.
 */
export function pageRuntimeConfig(): Config {
  const configured = configuredSettings();
  if (!read || read.configured !== configured)
    read = { config: readPageConfig(document, servingOrigin()), configured };
  return read.config;
}

/** The page's API settings alone, as {@link pageRuntimeConfig} reads them: for a client whose calls carry no token. */
export const pageApiSettings = (): ApiSettings => readPageApiSettings(document, servingOrigin());

/**
 * For tests: read the page again on the next render, as if nothing had called `configure()`.
 * @internal
 */
export function resetPageRuntime(): void {
  read = null;
  forgetConfigured();
}

import { type Config, configuredSettings, forgetConfigured, readPageConfig } from '../config';
import { servingOrigin } from './serving-origin';

let read: { config: Config; configured: unknown } | null = null;

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

/**
 * For tests: read the page again on the next render, as if nothing had called `configure()`.
 * @internal
 */
export function resetPageRuntime(): void {
  read = null;
  forgetConfigured();
}

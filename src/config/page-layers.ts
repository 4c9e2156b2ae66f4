import type { ConfigInput } from './config';

// Where a page declares its API settings and company facts, read without the config's schema: the
// whole config (page-config.ts) and a client whose calls carry no token (page-api-settings.ts) read the
// same layers.

/** Where a page puts its API settings: inert JSON, allowed under any CSP. */
const PAGE_CONFIG_SELECTOR = 'script[type="application/json"][data-fg-config], script#fg-config';

/** What `configure()` (and `WidgetProvider`) leave for every tag of the page, whichever bundle it came in. */
const CONFIGURED = Symbol.for('fg-portal.config.v1');

/**
 * What a deployment's tag file says about that deployment: its API bases and company facts, written at
 * the top of each entry file by the site server that serves it (server/widget-files.ts), which refuses
 * to start with any of them malformed (server/config-from-env.ts).
 */
export const DEPLOYMENT_CONFIG = Symbol.for('fg-portal.deployment-config.v1');

const pageGlobals = () => globalThis as unknown as Record<symbol, unknown>;

/**
 * Sets the API bases and company facts for every FG widget on this page: the tags (from any bundle) and
 * the React components under a `WidgetProvider` given the same config. `WidgetProvider` calls it with
 * its own config; call it yourself for tags alone. Tags read it when they next render.
 */
export function configure(config: ConfigInput): void {
  pageGlobals()[CONFIGURED] = config;
}

/** For tests (through resetPageRuntime): as if `configure()` had never been called. */
export function forgetConfigured(): void {
  delete pageGlobals()[CONFIGURED];
}

/** What `configure()` set last, compared by identity to know when to read the settings again. */
export const configuredSettings = (): unknown => pageGlobals()[CONFIGURED];

function pageBlock(doc: Document): unknown {
  const raw = doc.querySelector(PAGE_CONFIG_SELECTOR)?.textContent;
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    // Not JSON: ignored like any other malformed declaration.
    return null;
  }
}

/** Only a plain object declares anything. */
const declaration = (value: unknown): object | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;

/**
 * What the page declares, lowest first, each a plain object or undefined: the deployment serving the tags
 * (always first), then the page's own, its block and `configure()`.
 */
export const pageLayers = (doc: Document): (object | undefined)[] =>
  [pageGlobals()[DEPLOYMENT_CONFIG], pageBlock(doc), configuredSettings()].map(declaration);

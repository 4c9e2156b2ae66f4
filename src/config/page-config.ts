import {
  type Config,
  type ConfigInput,
  configSchema,
  createConfig,
  defaultConfig,
  definedFields,
} from './config';

/** Where a page puts its API settings: inert JSON, allowed under any CSP. */
const PAGE_CONFIG_SELECTOR = 'script[type="application/json"][data-fg-config], script#fg-config';

/** What `configure()` (and `WidgetProvider`) leave for every tag of the page, whichever bundle it came in. */
const CONFIGURED = Symbol.for('fg-portal.config.v1');

/**
 * What a deployment's tag file says about that deployment: its API bases and company facts, written at
 * the top of each entry file by the site server that serves it (server/widget-files.ts).
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

/**
 * The API settings of this page, each layer over the one before: the defaults (everything on
 * `defaultOrigin`, demo facts), what the deployment serving the tags says about itself, the page's
 * block, e.g.
 * `<script type="application/json" data-fg-config>{"mainApiBase":"https://api.example.co.za"}</script>`,
 * and `configure()`. A malformed layer is ignored as a whole rather than trusted.
 */
export function readPageConfig(doc: Document, defaultOrigin: string): Config {
  let settings: ConfigInput = defaultConfig(defaultOrigin);
  for (const declared of [pageGlobals()[DEPLOYMENT_CONFIG], pageBlock(doc), configuredSettings()]) {
    if (!declared || typeof declared !== 'object' || Array.isArray(declared)) continue;
    const layered = { ...settings, ...definedFields(declared) };
    if (configSchema.safeParse(layered).success) settings = layered;
  }
  return createConfig(defaultOrigin, settings);
}

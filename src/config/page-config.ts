import * as z from 'zod/mini';
import {
  type ApiSettings,
  type Config,
  type ConfigInput,
  configSchema,
  createConfig,
  defaultApiSettings,
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
 * What the page declares, lowest first: the deployment serving the tags, the page's block, `configure()`;
 * only plain objects declare anything.
 */
const declaredLayers = (doc: Document) =>
  [pageGlobals()[DEPLOYMENT_CONFIG], pageBlock(doc), configuredSettings()].filter(
    (declared): declared is object => !!declared && typeof declared === 'object' && !Array.isArray(declared),
  );

/**
 * The API settings of this page, each layer over the one before: the defaults (everything on
 * `defaultOrigin`, demo facts), what the deployment serving the tags says about itself, the page's
 * block, e.g.
 * `<script type="application/json" data-fg-config>{"mainApiBase":"https://api.example.co.za"}</script>`,
 * and `configure()`. A malformed layer is ignored as a whole rather than trusted.
 */
export function readPageConfig(doc: Document, defaultOrigin: string): Config {
  let settings: ConfigInput = defaultConfig(defaultOrigin);
  for (const declared of declaredLayers(doc)) {
    const layered = { ...settings, ...definedFields(declared) };
    if (configSchema.safeParse(layered).success) settings = layered;
  }
  return createConfig(defaultOrigin, settings);
}

/**
 * The part of {@link readPageConfig} a client whose calls carry no token reads (the bases and the
 * PlatformVersion header), without the company facts' defaults (`<fg-rate-us>`'s first touch: issue 49).
 * Each layer is taken as readPageConfig takes it, field by field: over valid settings the layered whole
 * is valid exactly when every field the layer sets is (an object's fields are checked one by one, and
 * the ones it does not know are dropped), so a layer with one malformed field is ignored as a whole here
 * too (page-config.test.ts compares the two).
 */
export function readPageApiSettings(doc: Document, defaultOrigin: string): ApiSettings {
  const fieldSchemas: Record<string, z.ZodMiniType> = configSchema.shape;
  let settings: ConfigInput = defaultApiSettings(defaultOrigin);
  for (const declared of declaredLayers(doc)) {
    const fields = definedFields(declared);
    const valid = Object.entries(fields).every(([key, value]) => {
      const schema = Object.hasOwn(fieldSchemas, key) ? fieldSchemas[key] : undefined;
      return !schema || z.safeParse(schema, value).success;
    });
    if (valid) settings = { ...settings, ...fields };
  }
  const field = <K extends keyof ApiSettings>(key: K) =>
    z.parse(configSchema.shape[key], settings[key]) as ApiSettings[K];
  return {
    mainApiBase: field('mainApiBase'),
    webApiBase: field('webApiBase'),
    authBase: field('authBase'),
    contentBase: field('contentBase'),
    platformVersion: field('platformVersion'),
  };
}

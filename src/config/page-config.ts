import {
  type Config,
  type ConfigInput,
  configSchema,
  createConfig,
  defaultConfig,
  definedFields,
} from './config';
import { pageLayers } from './page-layers';

export { configure, configuredSettings, DEPLOYMENT_CONFIG, forgetConfigured } from './page-layers';

/** Any origin: the defaults laid on it are valid, all a layer is checked against. */
const CHECK_ORIGIN = 'https://fg.invalid';

/**
 * Whether a layer of settings can be laid over valid ones: every field it sets that the config knows is
 * valid (the config's object schema checks each field alone, and drops the ones it does not know), so
 * laid over the defaults, the whole is valid.
 */
export const layerFits = (fields: object): boolean =>
  configSchema.safeParse({ ...defaultConfig(CHECK_ORIGIN), ...fields }).success;

/**
 * The API settings of this page, each layer over the one before: the defaults (everything on
 * `defaultOrigin`, demo facts), what the deployment serving the tags says about itself, the page's
 * block, e.g.
 * `<script type="application/json" data-fg-config>{"mainApiBase":"https://api.example.co.za"}</script>`,
 * and `configure()`. A malformed layer is ignored as a whole rather than trusted.
 */
export function readPageConfig(doc: Document, defaultOrigin: string): Config {
  let settings: ConfigInput = defaultConfig(defaultOrigin);
  for (const declared of pageLayers(doc)) {
    const layered = { ...settings, ...(declared && definedFields(declared)) };
    if (declared && configSchema.safeParse(layered).success) settings = layered;
  }
  return createConfig(defaultOrigin, settings);
}

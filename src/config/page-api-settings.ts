import { errorFromThrown } from '../api/api-error';
import { loadInTime } from '../api/load-in-time';
import {
  type ApiSettings,
  defaultApiSettings,
  definedFields,
  isHttpUrl,
  PLATFORM_VERSION_PATTERN,
  trimmedBase,
} from './api-settings';
import { pageLayers } from './page-layers';

const isBase = (value: unknown) => typeof value === 'string' && isHttpUrl(value);

/** The config schema's rules for the API settings (config.ts builds its own from the same functions). */
const API_FIELD_RULES: Record<keyof ApiSettings, (value: unknown) => boolean> = {
  mainApiBase: isBase,
  webApiBase: isBase,
  authBase: isBase,
  contentBase: isBase,
  platformVersion: (value) => typeof value === 'string' && PLATFORM_VERSION_PATTERN.test(value),
};

const isApiField = (key: string): key is keyof ApiSettings => Object.hasOwn(API_FIELD_RULES, key);

/**
 * A layer that sets more than API settings is checked whole by the config's schema, fetched for it. A
 * check that cannot be made (its chunk did not arrive) fails as every exchange that never reached an
 * answer does (errorFromThrown: the network's 501, spec §8; 504 when it has not come in time), and the
 * next call fetches it again, as every lazy chunk's Try again does (the browser keeps no failed module:
 * e2e/buy-lazy-steps.spec.ts).
 */
const layerFits = (fields: Record<string, unknown>) =>
  loadInTime(import('./page-config').then((config) => config.layerFits(fields))).catch((error: unknown) => {
    throw errorFromThrown(error);
  });

/**
 * The part of readPageConfig (page-config.ts) a client whose calls carry no token reads: the bases and
 * the PlatformVersion header, each layer taken or ignored as a whole as readPageConfig takes it, without
 * the config's schema in the client's chunk (`<fg-rate-us>`'s first touch: issue 49). A layer's API
 * settings are checked here; one that also sets anything else (company facts) is checked whole by the
 * schema, fetched only then, except the deployment's, whose server checked it whole before serving it.
 */
export async function readPageApiSettings(doc: Document, defaultOrigin: string): Promise<ApiSettings> {
  let settings = defaultApiSettings(defaultOrigin);
  for (const [index, declared] of pageLayers(doc).entries()) {
    if (!declared) continue;
    const fields = definedFields(declared);
    const keys = Object.keys(fields);
    const apiKeys = keys.filter(isApiField);
    // A layer of company facts alone changes no API setting, whether or not it is taken.
    if (apiKeys.length === 0 || !apiKeys.every((key) => API_FIELD_RULES[key](fields[key]))) continue;
    // The first layer is the deployment's (pageLayers), which its server checked whole.
    const checkedWhole = index === 0;
    if (apiKeys.length < keys.length && !checkedWhole && !(await layerFits(fields))) continue;
    const taken: Partial<ApiSettings> = {};
    for (const key of apiKeys) {
      const value = fields[key] as string;
      taken[key] = key === 'platformVersion' ? value : trimmedBase(value);
    }
    settings = { ...settings, ...taken };
  }
  return settings;
}

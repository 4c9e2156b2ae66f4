import * as z from 'zod/mini';
import { PHONE_PATTERN } from '../domain/phone';
import { nonEmptyText, textMatching } from '../domain/schema-parts';
import {
  definedFields,
  isHttpUrl,
  PLATFORM_VERSION_PATTERN,
  platformVersionHeader,
  trimmedBase,
} from './api-settings';
import { type CompanyFacts, DEMO_COMPANY_FACTS } from './company-facts';

export {
  definedFields,
  platformVersionHeader,
  REQUEST_TIMEOUT_MS,
} from './api-settings';

/** Path of the OAuth token endpoint on the authorization service. */
export const TOKEN_PATH = '/connect/token';

/** Path of the OAuth token revocation endpoint (RFC 7009) on the authorization service. */
export const REVOCATION_PATH = '/connect/revocation';

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/** A list with at least one entry: a licence has a category, an FSP a key individual. */
function nonEmptyList<S extends z.ZodMiniType>(item: S) {
  return z.array(item).check(z.refine((list) => list.length > 0, 'Expected at least one entry'));
}

const base = z.pipe(
  z.string().check(z.refine(isHttpUrl, 'Expected an absolute http(s) URL')),
  z.transform(trimmedBase),
);

export const configSchema = z.object({
  /** Main API: the v3 and v4 endpoints. */
  mainApiBase: base,
  /** Web API: the v5 endpoints. */
  webApiBase: base,
  /** Authorization service holding the token endpoint. */
  authBase: base,
  /** Content system (footer documents). */
  contentBase: base,
  /** OAuth client id sent with the password and refresh_token grants. */
  authClientId: nonEmptyText(),
  platformVersion: textMatching(PLATFORM_VERSION_PATTERN),
  // The company facts (see CompanyFacts): configuration, so that no stand-in reaches a customer.
  // Compact checks (every widget carries them); a bad value names its field in zod's issue path.
  fspNumber: textMatching(/^\d{1,8}$/),
  telephone: textMatching(PHONE_PATTERN),
  fax: textMatching(PHONE_PATTERN),
  address: textMatching(/\S/),
  supportEmail: textMatching(EMAIL),
  registeredName: textMatching(/\S/),
  registrationNumber: textMatching(/^\d{4}\/\d{6}\/\d{2}$/),
  licenceCategories: nonEmptyList(textMatching(/\S/)),
  keyIndividuals: nonEmptyList(z.object({ name: textMatching(/\S/), role: textMatching(/\S/) })),
  complianceOfficer: textMatching(/\S/),
  complianceEmail: textMatching(EMAIL),
});

export type Config = z.infer<typeof configSchema>;
export type ConfigInput = Partial<z.input<typeof configSchema>>;

/**
 * Default layout: everything on the serving origin, as the sandbox serves it, with the demo company
 * facts. The real API is a matter of overriding these four bases and the facts.
 */
export function defaultConfig(origin: string): z.input<typeof configSchema> {
  return {
    mainApiBase: origin,
    webApiBase: origin,
    authBase: `${origin}/auth`,
    contentBase: `${origin}/cms`,
    authClientId: 'fg-portal',
    platformVersion: platformVersionHeader,
    ...DEMO_COMPANY_FACTS,
    licenceCategories: [...DEMO_COMPANY_FACTS.licenceCategories],
    keyIndividuals: [...DEMO_COMPANY_FACTS.keyIndividuals],
  };
}

/** The one place a config is made: defaults for the origin, overridden field by field, then validated. */
export function createConfig(origin: string, overrides: ConfigInput = {}): Config {
  return configSchema.parse({ ...defaultConfig(origin), ...definedFields(overrides) });
}

/** Origins that may receive the bearer and role tokens. */
export function apiOrigins(config: Config): ReadonlySet<string> {
  return new Set(
    [config.mainApiBase, config.webApiBase, config.authBase, config.contentBase].map(
      (url) => new URL(url).origin,
    ),
  );
}

/** The company facts of a config. */
export function companyFacts(config: Config): CompanyFacts {
  const {
    fspNumber,
    telephone,
    fax,
    address,
    supportEmail,
    registeredName,
    registrationNumber,
    licenceCategories,
    keyIndividuals,
    complianceOfficer,
    complianceEmail,
  } = config;
  return {
    fspNumber,
    telephone,
    fax,
    address,
    supportEmail,
    registeredName,
    registrationNumber,
    licenceCategories,
    keyIndividuals,
    complianceOfficer,
    complianceEmail,
  };
}

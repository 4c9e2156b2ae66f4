import * as z from 'zod/mini';
import { PHONE_PATTERN } from '../domain/phone';
import { nonEmptyText, textMatching } from '../domain/schema-parts';
import { type CompanyFacts, DEMO_COMPANY_FACTS } from './company-facts';

/** Version sent in the PlatformVersion header as `major.minor.version` (spec §9). */
const PLATFORM_VERSION = { majorMinor: '1.0', version: 870 } as const;
export const platformVersionHeader = `${PLATFORM_VERSION.majorMinor}.${PLATFORM_VERSION.version}`;

/** Request timeout (spec §9). */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Path of the OAuth token endpoint on the authorization service. */
export const TOKEN_PATH = '/connect/token';

/** Path of the OAuth token revocation endpoint (RFC 7009) on the authorization service. */
export const REVOCATION_PATH = '/connect/revocation';

/** An absolute http(s) URL, by the platform's own parser (smaller in every widget than zod's z.url). */
function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/** A list with at least one entry: a licence has a category, an FSP a key individual. */
function nonEmptyList<S extends z.ZodMiniType>(item: S) {
  return z.array(item).check(z.refine((list) => list.length > 0, 'Expected at least one entry'));
}

const base = z.pipe(
  z.string().check(z.refine(isHttpUrl, 'Expected an absolute http(s) URL')),
  z.transform((value: string) => value.replace(/\/+$/, '')),
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
  platformVersion: textMatching(/^\d+\.\d+\.\d+$/),
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

/** Where the API is and the PlatformVersion header: all a client whose calls carry no token reads. */
export type ApiSettings = Pick<
  Config,
  'mainApiBase' | 'webApiBase' | 'authBase' | 'contentBase' | 'platformVersion'
>;

/**
 * The default {@link ApiSettings}: every base on the serving origin, as the sandbox serves it. The same as
 * {@link defaultConfig}'s (config.test.ts holds them equal), written out again so that the tags which
 * read the whole config carry no more for it.
 */
export function defaultApiSettings(origin: string): ApiSettings {
  return {
    mainApiBase: origin,
    webApiBase: origin,
    authBase: `${origin}/auth`,
    contentBase: `${origin}/cms`,
    platformVersion: platformVersionHeader,
  };
}

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

/** The fields of `overrides` that are set: an absent or undefined one keeps what it would override. */
export const definedFields = (overrides: object): ConfigInput =>
  Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));

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

// Where the API is and how to call it: what a client whose calls carry no token reads, without the
// config's schema (config.ts), so that such a client's chunk carries no schema code (issue 49). The
// schema checks its fields with these same rules.

/** Version sent in the PlatformVersion header as `major.minor.version` (spec §9). */
const PLATFORM_VERSION = { majorMinor: '1.0', version: 870 } as const;
export const platformVersionHeader = `${PLATFORM_VERSION.majorMinor}.${PLATFORM_VERSION.version}`;

/** What a PlatformVersion header may be: `major.minor.version`. */
export const PLATFORM_VERSION_PATTERN = /^\d+\.\d+\.\d+$/;

/** Request timeout (spec §9). */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Where the API is and the PlatformVersion header: all a client whose calls carry no token reads. */
export interface ApiSettings {
  /** Main API: the v3 and v4 endpoints. */
  mainApiBase: string;
  /** Web API: the v5 endpoints. */
  webApiBase: string;
  /** Authorization service holding the token endpoint. */
  authBase: string;
  /** Content system (footer documents). */
  contentBase: string;
  platformVersion: string;
}

/** An absolute http(s) URL, by the platform's own parser (smaller in every widget than zod's z.url). */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A base as it is kept: without the trailing slashes, so that a path is added with one. */
export const trimmedBase = (value: string): string => value.replace(/\/+$/, '');

/**
 * The default {@link ApiSettings}: every base on the serving origin, as the sandbox serves it. The same as
 * the config's defaults (config.test.ts holds them equal).
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

/** The fields of `overrides` that are set: an absent or undefined one keeps what it would override. */
export const definedFields = (overrides: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));

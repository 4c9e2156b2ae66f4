/**
 * The first path segments the group's API owns on the portal's origin: the main and web API versions
 * (`/v3/api/…`, `/V5/api/…`), the authorization service and the content system. The sandbox answers them
 * beside the site (sandbox/app.ts derives its paths from this list); the site alone (FG_SANDBOX=off)
 * answers them with the API's 404, never the portal page.
 */
export const API_PREFIXES = ['/v3', '/v4', '/v5', '/auth', '/cms'] as const;

/** Matches a path equal to one of `prefixes` or under it, in any case. */
export function pathUnder(prefixes: readonly string[]): RegExp {
  const escaped = prefixes.map((prefix) => prefix.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^/(?:${escaped.join('|')})(?:/|$)`, 'i');
}

/** A path of the group's API (see {@link API_PREFIXES}). */
export const API_PATH = pathUnder(API_PREFIXES);

/** What the API says for a path it does not know (the .NET wording); the sandbox says the same. */
export const API_NOT_FOUND_DESCRIPTION = 'No HTTP resource was found that matches the request URI.';

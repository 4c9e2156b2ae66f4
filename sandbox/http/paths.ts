/**
 * Route prefixes of the main and web APIs. The version and `api` segments match in any case, so
 * `/V5/api/...` (as the spec writes some calls) and `/v5/api/...` reach the same route however
 * the app is mounted. The rest of each path keeps the spec's case.
 */
export const V3 = '/:version{[vV]3}/:api{[aA][pP][iI]}';
export const V4 = '/:version{[vV]4}/:api{[aA][pP][iI]}';
export const V5 = '/:version{[vV]5}/:api{[aA][pP][iI]}';

/** Paths the product never calls, available only with test controls on. */
export const CONTROLS_PREFIX = '/__sandbox';

export function isControlPath(path: string): boolean {
  return path === CONTROLS_PREFIX || path.startsWith(`${CONTROLS_PREFIX}/`);
}

/** The sandbox's own pages: its test controls, the report pages it stands in for, the contract as OpenAPI. */
export const SANDBOX_OWN_PREFIXES = [CONTROLS_PREFIX, '/sandbox-reports', '/openapi.json'] as const;

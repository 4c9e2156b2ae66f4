import * as z from 'zod/mini';
import type { ApiClient } from './client';
import type { QueryDefinition } from './server-state';

/** Spec §3 Country. */
export const countrySchema = z.object({ CountryID: z.number(), Description: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const lookupKeys = {
  countries: ['lookups', 'countries'] as const,
};

/** GET /V5/api/countries: the countries a passport may be issued by (no token). */
export function fetchCountries(client: ApiClient): Promise<Country[]> {
  return client.request({ path: '/V5/api/countries', secure: false, schema: z.array(countrySchema) });
}

/** The countries: fetched once per visit. */
export function countriesQuery(client: ApiClient): QueryDefinition<Country[]> {
  return {
    queryKey: lookupKeys.countries,
    queryFn: () => fetchCountries(client),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

import * as z from 'zod/mini';
import type { QueryDefinition } from './server-state';

/** Spec §3 Country. */
export const countrySchema = z.object({ CountryID: z.number(), Description: z.string() });
export type Country = z.infer<typeof countrySchema>;

const lookupKeys = {
  countries: ['lookups', 'countries'] as const,
};

/** GET /V5/api/countries: the countries a passport may be issued by (no token); fetched once per visit. */
export function countriesQuery(): QueryDefinition<Country[]> {
  return {
    queryKey: lookupKeys.countries,
    queryFn: ({ client, signal }) =>
      client.request({ path: '/V5/api/countries', secure: false, schema: z.array(countrySchema), signal }),
    staleTime: Number.POSITIVE_INFINITY,
    partyFree: true,
    sameForEveryone: true,
  };
}

import { Hono } from 'hono';
import { countries, sourceOfFunds } from '../fixtures/lookups';
import { productAttributes, SUB_TYPE } from '../fixtures/product-attributes';
import { notFound } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { V5 } from '../http/paths';
import type { ProductAttribute } from '../model/lookups';
import { annualTaxFreeLimit, previousDay, taxYearStart } from '../support/tax-year';

const URL_KEYS = new Set(['MDDUrl', 'TermsAndConditionsUrl']);

/** Lookups and product sub-type attributes (web API v5); all work without a token. */
export function lookupRoutes({ store, guards, now, publicOrigin }: RouteDeps) {
  const app = new Hono<SandboxEnv>();

  app.get(`${V5}/ProductSubTypes/:id{\\d+}/ProductSubTypeAttributes`, async (c) => {
    const id = Number(c.req.param('id'));
    const base = productAttributes[id];
    if (!base) throw notFound(`Unknown product sub-type ${id}.`);
    const values = { ...base };
    if (id === SUB_TYPE.taxFree) {
      // With a token the allowance is the party's own; without one it is the full limit of this tax year.
      const claims = await guards.optionalClaims(c);
      const used = claims ? (store.party(claims.PartyId)?.taxFreeContributions ?? 0) : 0;
      values.TaxFreeContributionsRemaining = String(Math.max(annualTaxFreeLimit(now()) - used, 0));
      values.TaxYearStart = taxYearStart(now());
    }
    if (id === SUB_TYPE.unitTrust) values.DailyNavDate = previousDay(now());
    const attributes: ProductAttribute[] = Object.entries(values).map(([Key, Value]) => ({
      Key,
      Value: URL_KEYS.has(Key) && Value.startsWith('/') ? `${publicOrigin}${Value}` : Value,
    }));
    return c.json(attributes);
  });

  app.get(`${V5}/Lookups/SourceOfFunds`, (c) => c.json(sourceOfFunds));

  app.get(`${V5}/Lookups/Countries`, (c) =>
    c.json(
      countries.map((country) => ({
        LookupID: country.CountryID,
        LookupValue: country.Description,
        LookupDescription: country.Description,
      })),
    ),
  );

  app.get(`${V5}/countries`, (c) => c.json(countries));

  return app;
}

import { Hono } from 'hono';
import { countries, sourceOfFunds } from '../fixtures/lookups';
import { notFound } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import { V5 } from '../http/paths';
import { attributeList, attributeValuesFor } from '../support/product-attribute-values';

const URL_KEYS = new Set(['MDDUrl', 'TermsAndConditionsUrl']);

/** Lookups and product sub-type attributes (web API v5); all work without a token. */
export function lookupRoutes({ store, guards, now, publicOrigin }: RouteDeps) {
  const app = new Hono<SandboxEnv>();

  app.get(`${V5}/ProductSubTypes/:id{\\d+}/ProductSubTypeAttributes`, async (c) => {
    const id = Number(c.req.param('id'));
    // With a token the values are the party's own (the allowance left, CanPurchase); without one, the catalogue's.
    const claims = await guards.optionalClaims(c);
    const values = attributeValuesFor(store, id, claims?.PartyId, now());
    if (!values) throw notFound(`Unknown product sub-type ${id}.`);
    const attributes = attributeList(values).map(({ Key, Value }) => ({
      Key,
      Value: URL_KEYS.has(Key) && String(Value).startsWith('/') ? `${publicOrigin}${Value}` : Value,
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

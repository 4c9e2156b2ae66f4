import { Hono } from 'hono';
import { z } from 'zod';
import type { taxNumberBodySchema } from '../../src/api/request-bodies';
import {
  normaliseTaxReference,
  TAX_REFERENCE_MESSAGE,
  taxReferenceProblem,
} from '../../src/domain/tax-reference';
import { assertOwnParty } from '../auth/guards';
import { SOUTH_AFRICA_COUNTRY_ID } from '../fixtures/ids';
import { notFound } from '../http/api-error';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import type { ReadingOf } from '../http/fields';
import { intField, partyIdField } from '../http/fields';
import { V5 } from '../http/paths';
import { validBody } from '../http/validate';
import type { PartyTax } from '../model/party';

/**
 * SARS income tax reference (the portal's rule): stored without the spaces it may be typed with.
 * @internal
 */
export const partyTaxSchema = z.strictObject({
  PartyID: partyIdField,
  TaxReferenceNumber: z
    .string(TAX_REFERENCE_MESSAGE)
    .superRefine((value, ctx) => {
      const problem = taxReferenceProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normaliseTaxReference),
  CountryID: intField.default(SOUTH_AFRICA_COUNTRY_ID),
} satisfies ReadingOf<typeof taxNumberBodySchema>);

/** Party tax reference number (web API v5). */
export function partyTaxRoutes({ store, guards }: RouteDeps) {
  const app = new Hono<SandboxEnv>();
  const { secure } = guards;

  app.post(`${V5}/PartyTax`, secure, async (c) => {
    const body = await validBody(c, partyTaxSchema);
    assertOwnParty(c, body.PartyID);
    const existing = store.state.partyTax.find((entry) => entry.PartyID === body.PartyID);
    const saved: PartyTax = {
      PartyTaxID: existing?.PartyTaxID ?? store.nextId(),
      PartyID: body.PartyID,
      TaxReferenceNumber: body.TaxReferenceNumber,
      CountryID: body.CountryID,
      CreatedDate: store.timestamp(),
    };
    store.state.partyTax = [...store.state.partyTax.filter((entry) => entry !== existing), saved];
    return c.json(saved);
  });

  app.get(`${V5}/PartyTax/:partyId{\\d+}`, secure, (c) => {
    const found = store.state.partyTax.find((entry) => entry.PartyID === c.req.param('partyId'));
    if (!found) throw notFound('No tax reference number found for this party.');
    return c.json(found);
  });

  return app;
}

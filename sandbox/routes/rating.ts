import { Hono } from 'hono';
import { z } from 'zod';
import type { ratingBodySchema } from '../../src/api/request-bodies';
import { clientAddress } from '../http/client-address';
import type { RouteDeps } from '../http/deps';
import type { SandboxEnv } from '../http/env';
import type { ReadingOf } from '../http/fields';
import { intField, LONG_TEXT_MAX, SHORT_TEXT_MAX, textField } from '../http/fields';
import { V4 } from '../http/paths';
import { enforce } from '../http/throttle';
import { validBody } from '../http/validate';
import { appendBounded } from '../support/bounded';

/**
 * Rating (spec §3): score 1 to 10, comment, the ref or 'N/A -…' identifier, response type 1.
 * @internal
 */
export const ratingSchema = z.strictObject({
  OptionSelected: intField.pipe(
    z.number().int().min(1, 'OptionSelected must be 1 to 10').max(10, 'OptionSelected must be 1 to 10'),
  ),
  Comment: textField('Comment', LONG_TEXT_MAX).nullish(),
  SystemIdentifier: textField('SystemIdentifier', SHORT_TEXT_MAX).min(1, 'SystemIdentifier is required'),
  ResponseTypeID: z.literal(1, 'ResponseTypeID must be 1'),
} satisfies ReadingOf<typeof ratingBodySchema>);

/** POST /v4/api/UserResponse: works without a token; a valid one links the rating to the party. */
export function ratingRoutes({ store, guards, throttles }: RouteDeps) {
  const app = new Hono<SandboxEnv>();

  app.post(`${V4}/UserResponse`, async (c) => {
    const body = await validBody(c, ratingSchema);
    // Anyone may rate, so a flood is bounded twice: from one address, and into one campaign's reference.
    enforce(throttles.ratingsPerClient, clientAddress(c));
    enforce(throttles.ratingsPerIdentifier, body.SystemIdentifier);
    const claims = await guards.optionalClaims(c);
    const record = {
      UserResponseID: store.nextId(),
      PartyID: claims?.PartyId ?? null,
      OptionSelected: body.OptionSelected,
      Comment: body.Comment ?? '',
      SystemIdentifier: body.SystemIdentifier,
      ResponseTypeID: body.ResponseTypeID,
      CreatedDate: store.timestamp(),
    };
    appendBounded(store.state.records.ratings, record);
    return c.json(record);
  });

  return app;
}

import * as z from 'zod/mini';
import { orElse } from '../domain/schema-parts';
import type { ApiClient } from './client';
import type { QueryDefinition } from './server-state';

// Spec §7 Parties (v4): GET validateidentitynumberfull and PUT identitynumberautoupdate.

/** Why the API refuses an identity number, as the forms show it beside the field. */
export const IDENTITY_NUMBER_REFUSALS = {
  // Spec §5 Profile: the message exists (and is now triggered, by the API's full check).
  invalid: 'Not a valid SA ID Number',
  inUse: 'The identity number is already registered to another account.',
} as const;

/** The API's full check of an identity number (what the sandbox answers; fields it may leave out read as null). */
export const identityNumberCheckSchema = z.object({
  IsValid: z.boolean(),
  DateOfBirth: orElse(z.nullable(z.string()), null),
  Gender: orElse(z.nullable(z.string()), null),
  IsInUse: orElse(z.nullable(z.boolean()), null),
});
export type IdentityNumberCheck = z.infer<typeof identityNumberCheckSchema>;

/**
 * Asks the API whether `idNumber` is a valid SA identity number (and, for a signed-in party, whether
 * another party holds it). Sign-up asks before there is a party: as party 0, without a token.
 */
export function checkIdentityNumber(
  client: ApiClient,
  idNumber: string,
  /** The signed-in party, or '' for a visitor (asked as party 0). */
  party: string,
  signal?: AbortSignal,
): Promise<IdentityNumberCheck> {
  return client.request({
    path: `/v4/api/parties/${encodeURIComponent(party || '0')}/validateidentitynumberfull/${encodeURIComponent(idNumber)}`,
    secure: party !== '',
    schema: identityNumberCheckSchema,
    signal,
  });
}

/** The API's full check of an identity number, for the signed-in party or a visitor (sign-up). */
export function identityNumberCheckQuery(idNumber: string): QueryDefinition<IdentityNumberCheck> {
  return {
    queryKey: ['identity-number', idNumber],
    queryFn: ({ client, party, signal }) => checkIdentityNumber(client, idNumber, party, signal),
    partyFree: true,
  };
}

import { anything } from '../domain/schema-parts';
import type { ApiClient } from './client';
import type { LoginEventBody } from './request-bodies';

// Parties v4 calls made after every login (spec §4), apart from parties.ts so the login bundle does
// not carry the sign-up schemas.

/** Any JSON answer: these calls are fire-and-forget. */
const ignoredAnswer = anything();

/** POST /v4/api/events/{partyId}?action=LoginAction: records a login. */
export function postLoginEvent(client: ApiClient, partyId: string): Promise<unknown> {
  return client.request({
    path: '/v4/api/events/[partyId]',
    party: partyId,
    method: 'POST',
    query: { action: 'LoginAction' },
    body: { PartyID: partyId, Action: 'LoginAction', Channel: 'Web' } satisfies LoginEventBody,
    secure: true,
    schema: ignoredAnswer,
  });
}

/** POST /v4/api/parties/{partyId}/createdocumentrequirementinstance: sets up the party's FICA documents. */
export function createDocumentRequirementInstance(client: ApiClient, partyId: string): Promise<unknown> {
  return client.request({
    path: '/v4/api/parties/[partyId]/createdocumentrequirementinstance',
    party: partyId,
    method: 'POST',
    secure: true,
    schema: ignoredAnswer,
  });
}

import { anything } from '../domain/schema-parts';
import type { ApiClient } from './client';
import type { ContactMeBody } from './request-bodies';
import type { MutationDefinition } from './server-state';

/** Path of the contact-me call (spec §7 Buy and contact). Sent without a token (spec §6). */
const CONTACT_ME_PATH = '/v3/api/SignUp/ContactMe';

/** A contact request as the API takes it (spec §3 Contact form; its schema: request-bodies.ts). */
export type ContactRequest = ContactMeBody;

/** The answer is not shown (success shows a fixed text), so any JSON body is accepted. */
const contactMeResultSchema = anything();

/**
 * POST /v3/api/SignUp/ContactMe, without a token.
 * @internal
 */
export function postContactMe(client: ApiClient, request: ContactRequest): Promise<unknown> {
  return client.request({
    path: CONTACT_ME_PATH,
    method: 'POST',
    body: request,
    secure: false,
    schema: contactMeResultSchema,
  });
}

/** Sends a contact request (no token). */
export function contactMeMutation(): MutationDefinition<ContactRequest, unknown> {
  return {
    mutationKey: ['contact', 'contact-me'],
    mutationFn: (request, { client }) => postContactMe(client, request),
  };
}

import type { RequestClient } from './client';
import type { RatingBody } from './request-bodies';

/** Path of the rate-my-service call (spec §7 Other). Sent without a token (spec §6). */
const USER_RESPONSE_PATH = '/v4/api/UserResponse';

/** ResponseTypeID of a service rating (spec §3 Rating). */
export const RATING_RESPONSE_TYPE_ID = 1;

/** A service rating as the API takes it (spec §3 Rating; its schema: request-bodies.ts). */
export type Rating = RatingBody;

/**
 * POST /v4/api/UserResponse, without a token: one request, so a request-only client can send it. Its
 * answer is not read (spec §8: success shows a fixed text), so it has no schema, and a plain client
 * (plain-client.ts) can make it.
 */
export function postUserResponse(client: RequestClient, rating: Rating): Promise<unknown> {
  return client.request({
    path: USER_RESPONSE_PATH,
    method: 'POST',
    body: rating,
    secure: false,
  });
}

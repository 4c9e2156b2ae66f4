import type { RequestClient } from './client';
import { parseError } from './normalise-error';
import type { RatingBody } from './request-bodies';

/** Path of the rate-my-service call (spec §7 Other). Sent without a token (spec §6). */
const USER_RESPONSE_PATH = '/v4/api/UserResponse';

/** ResponseTypeID of a service rating (spec §3 Rating). */
export const RATING_RESPONSE_TYPE_ID = 1;

/** A service rating as the API takes it (spec §3 Rating; its schema: request-bodies.ts). */
export type Rating = RatingBody;

/**
 * POST /v4/api/UserResponse, without a token: one request, so a request-only client can send it. Its
 * answer is not read (spec §8: success shows a fixed text), so it has no schema and a plain client
 * (plain-client.ts) can make it; but it must be JSON, as every success of the API is: a text or HTML page
 * that answered 2xx (a proxy's, a site's fallback page at a wrong base) stored nothing, and fails as a
 * parse error, 501 (spec §8).
 */
export async function postUserResponse(client: RequestClient, rating: Rating): Promise<unknown> {
  const answer = await client.request({
    path: USER_RESPONSE_PATH,
    method: 'POST',
    body: rating,
    secure: false,
  });
  if (typeof answer === 'string') throw parseError('The rating was answered with text, not JSON.');
  return answer;
}

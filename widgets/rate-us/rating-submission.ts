import type { ApiClient } from '../../src/api/client';
import { postUserResponse, type Rating } from '../../src/api/feedback';
import { type ActionStore, createActionStore } from '../../src/react/action-store';

/** One rating on its way: idle, pending, then success or error (spec §4 Rating). */
export type RatingSubmission = ActionStore<[client: ApiClient, rating: Rating], unknown>;

/**
 * A store for sending a rating. The widget makes one per element; a host that sends from one page and
 * shows the outcome on the next (the portal's thank-you page) keeps one at module level.
 */
export function createRatingSubmission(): RatingSubmission {
  return createActionStore((client: ApiClient, rating: Rating) => postUserResponse(client, rating));
}

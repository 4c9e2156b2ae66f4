import { RATING_RESPONSE_TYPE_ID, type Rating } from '../../src/api/feedback';
import { type Reference, systemIdentifier } from './system-identifier';

/** What the rating form collects. */
export interface RatingValues {
  score: number;
  comment: string;
}

/** The body of POST /v4/api/UserResponse for a filled-in form and the page's reference, parsed at its edge. */
export function buildRating(values: RatingValues, reference: Reference | undefined): Rating {
  return {
    OptionSelected: values.score,
    Comment: values.comment.trim(),
    SystemIdentifier: systemIdentifier(reference),
    ResponseTypeID: RATING_RESPONSE_TYPE_ID,
  };
}

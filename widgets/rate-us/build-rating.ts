import { RATING_RESPONSE_TYPE_ID, type Rating } from '../../src/api/feedback';
import type { Reference } from './system-identifier';

// Here, not beside parseReference: only the sending half needs them, so the tag's first paint does not
// carry them (a module the entry imports is in the entry whole).

/** Prefix of the SystemIdentifier sent when the page has no reference (spec §3 Rating). */
const PLACEHOLDER_PREFIX = 'N/A -';

/** The placeholder's number is 0 to 19 ("a random number up to 19"). */
const PLACEHOLDER_MAX = 19;

/**
 * The spec's placeholder, 'N/A -' followed directly by the number, as the product concatenated it: 'N/A -7'.
 * `random` returns [0, 1), like Math.random.
 * @internal
 */
export function placeholderIdentifier(random: () => number = Math.random): string {
  return `${PLACEHOLDER_PREFIX}${Math.floor(random() * (PLACEHOLDER_MAX + 1))}`;
}

/**
 * The SystemIdentifier of a rating: the page's reference, else a fresh placeholder.
 * @internal
 */
export function systemIdentifier(reference: Reference | undefined, random?: () => number): string {
  return reference ?? placeholderIdentifier(random);
}

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

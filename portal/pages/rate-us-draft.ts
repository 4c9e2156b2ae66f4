import type { RatingValues } from '../../widgets/rate-us';

/** What was sent from /rate-us-page, and from which address (with its `?ref`). */
export interface RatingDraft {
  values: RatingValues;
  path: string;
}

let draft: RatingDraft | undefined;

/**
 * The last rating sent from /rate-us-page until a send succeeds, so that after a failure Try again (or
 * the browser's Back) shows the form with the score and comment still filled in. Kept in memory only:
 * a reload starts afresh.
 */
export const ratingDraft = (): RatingDraft | undefined => draft;

export function keepRatingDraft(next: RatingDraft | undefined): void {
  draft = next;
}

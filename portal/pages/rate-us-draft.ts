import { proxy, ref } from 'valtio/vanilla';
import { onSignedOut } from '../../src/session';
import type { RatingValues } from '../../widgets/rate-us';

/** What was sent from /rate-us-page, and from which address (with its `?ref`). */
export interface RatingDraft {
  values: RatingValues;
  path: string;
}

/**
 * The last rating sent from /rate-us-page until a send succeeds, so that after a failure Try again (or
 * the browser's Back) shows the form with the score and comment still filled in. Kept in memory only
 * (a reload starts afresh), and a sign-out clears it, as it clears the server state: the next person
 * at this browser does not find the last one's comment.
 */
const store = proxy<{ draft: RatingDraft | undefined }>({ draft: undefined });

onSignedOut(() => {
  store.draft = undefined;
});

export const ratingDraft = (): RatingDraft | undefined => store.draft;

/** Keeps `next` as it is (not a proxy of it): the page compares it with what it sent. */
export function keepRatingDraft(next: RatingDraft | undefined): void {
  store.draft = next && ref(next);
}

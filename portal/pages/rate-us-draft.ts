import { useSyncExternalStore } from 'react';
import { proxy, ref, subscribe } from 'valtio/vanilla';
import type { Failure } from '../../src/api/api-error';
import { onSignedOut } from '../../src/session';
import type { RatingValues } from '../../widgets/rate-us';

/** What was sent from /rate-us-page, and from which address (with its `?ref`). */
export interface RatingDraft {
  values: RatingValues;
  path: string;
}

/** What became of the last rating sent from /rate-us-page; idle when none was sent. */
export type RatingStatus = 'idle' | 'pending' | 'success' | 'error';

/**
 * The last rating sent from /rate-us-page until a send succeeds, so that after a failure Try again (or
 * the browser's Back) shows the form with the score and comment still filled in, and what became of it,
 * which the thank-you page shows. Kept in memory only (a reload starts afresh), and a sign-out clears
 * it, as it clears the server state: the next person at this browser does not find the last one's comment.
 */
const store = proxy<{ draft: RatingDraft | undefined; status: RatingStatus }>({
  draft: undefined,
  status: 'idle',
});

onSignedOut(() => {
  store.draft = undefined;
  store.status = 'idle';
});

export const ratingDraft = (): RatingDraft | undefined => store.draft;

/**
 * Keeps `next` as it is (not a proxy of it): a send's outcome is checked against the draft it kept.
 * @internal
 */
export function keepRatingDraft(next: RatingDraft | undefined): void {
  store.draft = next && ref(next);
  if (!next) store.status = 'idle';
}

/**
 * Follows a rating the widget on /rate-us-page is sending: kept as the draft until it is stored, its
 * status for the thank-you page. Only the latest send's outcome counts.
 */
export function followRating(draft: RatingDraft, sent: Promise<Failure | undefined>): void {
  keepRatingDraft(draft);
  store.status = 'pending';
  void sent.then((failure) => {
    if (store.draft !== draft) return;
    store.status = failure ? 'error' : 'success';
    if (!failure) store.draft = undefined;
  });
}

/**
 * The status of the last rating sent from /rate-us-page.
 * @internal
 */
export const ratingStatus = (): RatingStatus => store.status;

const subscribeToStatus = (onChange: () => void) => subscribe(store, onChange);

/** {@link ratingStatus}, kept up to date. */
export const useRatingStatus = (): RatingStatus => useSyncExternalStore(subscribeToStatus, ratingStatus);

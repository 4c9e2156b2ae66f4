import { forwardRef } from 'react';
import { type Failure, toFailure } from '../../src/api/api-error';
import type { RequestClient } from '../../src/api/client';
import { postUserResponse, type Rating } from '../../src/api/feedback';
import { SecondaryButton } from '../../src/ui/secondary-button';
import { useClasses } from '../../src/ui/styles';
import { buildRating, type RatingValues } from './build-rating';
import { commentProblem } from './comment-rule';
import { RATING_LABELS } from './rate-us-messages';
import { rateUsStyles } from './rate-us-styles';
import { RATING_MESSAGES } from './rating-messages';
import { RatingOutcome } from './rating-outcome';
import type { Reference } from './system-identifier';

// The sending half of rate-us, imported by the Send button's handler (and fetched on the form's first
// touch), so the tag's first paint carries none of it (issue 28). What a Send pressed with no score
// shows, and the page leaving for a thank-you address, come in this chunk too (with the tag's own client in
// the element's: send-rating-element.ts).
export { navigateTo } from './navigate-to';
export { ScoreSummary } from './score-summary';

/**
 * What one Send started: nothing (the comment breaks the API's rule, for this reason), or the rating's
 * post, which settles with its failure, or with nothing once stored (it never rejects).
 */
export type SendResult = { problem: string } | { rating: Rating; sent: Promise<Failure | undefined> };

/** Sends one rating: a single POST /v4/api/UserResponse (no token), unless the API would refuse the comment. */
export function sendRating(
  client: RequestClient,
  values: RatingValues,
  reference: Reference | undefined,
): SendResult {
  const problem = commentProblem(values.comment);
  if (problem) return { problem };
  const rating = buildRating(values, reference);
  return {
    rating,
    sent: postUserResponse(client, rating).then(
      () => undefined,
      // The spec's text, whatever the server said: "Failure stores no error detail" (spec §8).
      (error: unknown) => ({ message: RATING_MESSAGES.error, status: toFailure(error).status }),
    ),
  };
}

/** Props of {@link RatingSent}. */
export interface RatingSentProps {
  /** On its way (a spinner), stored (the thank-you text) or failed (the spec's error text). */
  status: 'pending' | 'success' | 'error';
  /** Back to the form, with what was entered, after an error. */
  onTryAgain: () => void;
}

/**
 * What a Send became: the spinner, then the spec's thank-you or error text (with Try again). The ref is
 * the outcome's focusable wrapper, where focus goes when this replaces the form.
 */
export const RatingSent = forwardRef<HTMLDivElement, RatingSentProps>(function RatingSent(
  { status, onTryAgain },
  ref,
) {
  const classes = useClasses(rateUsStyles);
  return (
    <>
      <RatingOutcome ref={ref} status={status} />
      {status === 'error' && (
        <div className={classes.actions}>
          <SecondaryButton part="try-again" onClick={onTryAgain}>
            {RATING_LABELS.tryAgain}
          </SecondaryButton>
        </div>
      )}
    </>
  );
});

import { useEffect, useRef, useState } from 'react';
import { toFailure } from '../../src/api/api-error';
import { postUserResponse } from '../../src/api/feedback';
import { useRequestClient } from '../../src/react/widget-context';
import { Button, useClasses } from '../../src/ui';
import { buildRating, type RatingValues } from './build-rating';
import { commentProblem } from './comment-rule';
import { navigateTo } from './navigate-to';
import type { RatingWidgetProps } from './rate-us';
import { RATING_LABELS } from './rate-us-messages';
import { rateUsStyles } from './rate-us-styles';
import { RatingOutcome } from './rating-outcome';

// What a Send pressed with no score shows comes in this chunk too (see rating-form.tsx).
export { ScoreSummary } from './score-summary';

/** Props of {@link RatingSender}. */
export interface RatingSenderProps extends RatingWidgetProps {
  /** What the visitor sent. */
  values: RatingValues;
  /** Back to the form, with what was entered, after an error. */
  onTryAgain: () => void;
  /** Back to the form, nothing sent: the comment breaks the API's rule, for the reason given. */
  onInvalid: (commentError: string) => void;
}

/**
 * Sends one rating and shows what became of it: the spinner, then the spec's thank-you or error text
 * (with Try again). Fetched on the first touch of the form, so the form itself paints from the tag's one
 * small file (issue 28); a Send pressed before this arrived is sent once it has.
 */
export function RatingSender({
  values,
  reference,
  thankYouUrl,
  onSubmitted,
  onFailed,
  onTryAgain,
  onInvalid,
}: RatingSenderProps) {
  const classes = useClasses(rateUsStyles);
  // The tag's client takes requests only (clientOnInteraction): the post is one request, its outcome here.
  const client = useRequestClient();
  const [status, setStatus] = useState<'pending' | 'success' | 'error'>('pending');
  const outcomeRef = useRef<HTMLDivElement>(null);
  // Once per Send, also where a host renders twice on mount (React's StrictMode keeps refs across it).
  const sent = useRef(false);

  // What the API would refuse is not sent: the form says why, beside the comment.
  const problem = commentProblem(values.comment);

  // biome-ignore lint/correctness/useExhaustiveDependencies: sends the values it mounted with, once.
  useEffect(() => {
    if (problem) {
      onInvalid(problem);
      return;
    }
    // Focus follows the content that replaced the focused Send button, so keyboard users are not dropped.
    outcomeRef.current?.focus();
    if (sent.current) return;
    sent.current = true;
    const rating = buildRating(values, reference);
    postUserResponse(client, rating).then(
      () => {
        setStatus('success');
        onSubmitted?.(rating);
        if (thankYouUrl) navigateTo(thankYouUrl);
      },
      (error: unknown) => {
        setStatus('error');
        onFailed?.(toFailure(error));
      },
    );
  }, []);

  if (problem) return null;
  return (
    <>
      <RatingOutcome ref={outcomeRef} status={status} />
      {status === 'error' && (
        <div className={classes.actions}>
          <Button variant="secondary" part="try-again" onClick={onTryAgain}>
            {RATING_LABELS.tryAgain}
          </Button>
        </div>
      )}
    </>
  );
}

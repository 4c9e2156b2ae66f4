import { useEffect, useRef, useState } from 'react';
import { type Failure, toFailure } from '../../src/api/api-error';
import { type Rating, ratingMutation } from '../../src/api/feedback';
import type { EventProps } from '../../src/elements/events';
import { useServerMutation } from '../../src/react/server-mutation';
import { useApiClient } from '../../src/react/widget-context';
import { Button, makeStyles, space, useClasses } from '../../src/ui';
import { reset } from '../../src/ui/base-styles';
import { buildRating, type RatingValues } from './build-rating';
import { RATING_LABELS } from './rate-us-messages';
import { RatingForm } from './rating-form';
import { RatingOutcome } from './rating-outcome';
import { navigateTo, safeThankYouUrl } from './thank-you-url';

/** Events of {@link RateUs}: `fg-submitted` carries the rating as posted, `fg-failed` what went wrong. */
export type RateUsEvents = {
  submitted: Rating;
  failed: Failure;
};

/** Props of {@link RateUs}. */
export interface RateUsProps extends EventProps<RateUsEvents> {
  /** Sent as SystemIdentifier (the page's `ref`); absent or unusable, a placeholder 'N/A -n' is sent. */
  systemIdentifier?: string | undefined;
  /** An http(s) page to go to after a successful send, instead of showing the thank-you text. */
  thankYouUrl?: string | undefined;
}

const rateUsStyles = makeStyles(() => ({
  root: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[4],
  },
  actions: { ...reset, display: 'flex' },
}));

/**
 * Rate the service (spec §2 Rate-my-service): a 1–10 score and a comment, posted without a token.
 * After Send it shows a spinner, then the spec's thank-you or error text; after an error the user can
 * try again with what they entered.
 */
export function RateUs({ systemIdentifier, thankYouUrl, onSubmitted, onFailed }: RateUsProps) {
  const classes = useClasses(rateUsStyles);
  const submission = useServerMutation(ratingMutation(useApiClient()));
  const { status } = submission;
  const [values, setValues] = useState<RatingValues | undefined>();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const showingOutcome = status !== 'idle';
  const wasShowingOutcome = useRef(false);

  // Focus follows the content that replaces the focused control, so keyboard users are not dropped.
  useEffect(() => {
    if (showingOutcome) outcomeRef.current?.focus();
    else if (wasShowingOutcome.current) {
      formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
    }
    wasShowingOutcome.current = showingOutcome;
  }, [showingOutcome]);

  const onSend = async (entered: RatingValues) => {
    setValues(entered);
    const rating = buildRating(entered, systemIdentifier);
    const outcome = await submission.start(rating);
    if (outcome.status !== 'success') {
      onFailed?.(toFailure(outcome.error));
      return;
    }
    onSubmitted?.(rating);
    const destination = thankYouUrl ? safeThankYouUrl(thankYouUrl) : undefined;
    if (destination) navigateTo(destination);
  };

  return (
    <div part="root" className={classes.root}>
      {showingOutcome ? (
        <>
          <RatingOutcome ref={outcomeRef} status={status} />
          {status === 'error' && (
            <div className={classes.actions}>
              <Button variant="secondary" part="try-again" onClick={submission.reset}>
                {RATING_LABELS.tryAgain}
              </Button>
            </div>
          )}
        </>
      ) : (
        <div ref={formRef}>
          <RatingForm onSend={onSend} initialValues={values} />
        </div>
      )}
    </div>
  );
}

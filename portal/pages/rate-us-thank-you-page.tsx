import { Redirect } from 'wouter';
import { ButtonLink } from '../../src/ui';
import { RATING_LABELS, RatingOutcome } from '../../widgets/rate-us';
import { usePageTitle } from '../use-page-title';
import { NarrowPage } from './narrow-page';
import { ratingDraft, useRatingStatus } from './rate-us-draft';
import { RATE_US_PATH } from './rate-us-paths';

/**
 * /rate-us-page-thank-you (spec §2, §4 Rating): a spinner while the rating sent from /rate-us-page is on
 * its way, then the thank-you or error text; after an error, Try again leads back to the form (with its
 * `?ref`), where the score and comment are still filled in. Opened without a rating (a reload, a
 * bookmark) it goes back to the form rather than thank someone for nothing.
 */
export function RateUsThankYouPage() {
  usePageTitle('Your feedback');
  const status = useRatingStatus();
  if (status === 'idle') return <Redirect to={RATE_US_PATH} replace />;
  return (
    <NarrowPage title="Your feedback">
      <RatingOutcome status={status} />
      {status === 'error' && (
        <p>
          <ButtonLink variant="secondary" href={ratingDraft()?.path ?? RATE_US_PATH}>
            {RATING_LABELS.tryAgain}
          </ButtonLink>
        </p>
      )}
    </NarrowPage>
  );
}

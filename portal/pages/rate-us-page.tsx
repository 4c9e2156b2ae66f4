import { useLocation, useSearch } from 'wouter';
import { retryOrReload } from '../../src/react/lazy-with-retry';
import { loadSendingHalf, RatingWidget, useReference } from '../../widgets/rate-us';
import { usePageTitle } from '../use-page-title';
import { NarrowPage } from './narrow-page';
import { followRating, ratingDraft } from './rate-us-draft';
import { RATE_US_PATH, RATE_US_THANK_YOU_PATH } from './rate-us-paths';

/**
 * /rate-us-page (spec §2): the rating widget, as the tag and the React component show it (its form, the
 * comment's rule, the one POST per Send). Once a rating's post has started the page goes straight to the
 * thank-you page, which follows it (rate-us-draft.ts). `?ref` is parsed once, here, into the
 * SystemIdentifier's Reference: absent, empty or unusable, the placeholder is sent (unusable, blank too,
 * also warns on the console, the policy of the element and the React component too: reference-policy.ts).
 * What was sent is kept until a send succeeds, so coming back after a failure finds the form filled in.
 */
export function RateUsPage() {
  usePageTitle('Rate our service');
  const search = useSearch();
  const [, navigate] = useLocation();
  const reference = useReference(new URLSearchParams(search).get('ref'), '/rate-us-page ?ref');
  return (
    <NarrowPage title="Rate our service" lead="Tell us how we are doing. It takes less than a minute.">
      <RatingWidget
        reference={reference}
        thankYouUrl={undefined}
        initialValues={ratingDraft()?.values}
        loadSender={loadSendingHalf}
        // As the page's own chunk: a deploy that moved the send's chunk on is followed by a reload.
        onLoadRetry={retryOrReload}
        onSending={(values, sent) => {
          // The send goes on after this page has gone; the thank-you page follows it.
          followRating({ values, path: search ? `${RATE_US_PATH}?${search}` : RATE_US_PATH }, sent);
          navigate(RATE_US_THANK_YOU_PATH);
        }}
      />
    </NarrowPage>
  );
}

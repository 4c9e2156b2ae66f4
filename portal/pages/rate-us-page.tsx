import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ratingMutation } from '../../src/api/feedback';
import { useServerMutation } from '../../src/react/server-mutation';
import { buildRating, RatingForm, type RatingValues, useReference } from '../../widgets/rate-us';
import { usePageTitle } from '../use-page-title';
import { NarrowPage } from './narrow-page';
import { keepRatingDraft, ratingDraft } from './rate-us-draft';
import { RATE_US_PATH, RATE_US_THANK_YOU_PATH } from './rate-us-paths';

/**
 * /rate-us-page (spec §2): the rating form. Send starts the post and goes straight to the thank-you page,
 * which follows the same submission. `?ref` is parsed once, here, into the SystemIdentifier's
 * Reference: absent, empty or unusable, the placeholder is sent (unusable, blank too, also warns on the console,
 * the policy of the element and the React component too: reference-policy.ts). What was sent is kept
 * until a send succeeds, so coming back after a failure finds the form filled in.
 */
export function RateUsPage() {
  usePageTitle('Rate our service');
  const search = useSearch();
  const [, navigate] = useLocation();
  const rating = useServerMutation(ratingMutation());
  const reference = useReference(new URLSearchParams(search).get('ref'), '/rate-us-page ?ref');
  const [commentError, setCommentError] = useState<string>();
  const formRef = useRef<HTMLDivElement>(null);

  // A comment the API would refuse: focus goes to it, where the reason is read out with it.
  useEffect(() => {
    if (commentError) formRef.current?.querySelector('textarea')?.focus();
  }, [commentError]);

  const send = (values: RatingValues) => {
    const sent = { values, path: search ? `${RATE_US_PATH}?${search}` : RATE_US_PATH };
    keepRatingDraft(sent);
    // The send goes on after this page has gone; the thank-you page follows it by its key.
    void rating.start(buildRating(values, reference)).then((outcome) => {
      if (outcome.status === 'success' && ratingDraft() === sent) keepRatingDraft(undefined);
    });
    navigate(RATE_US_THANK_YOU_PATH);
  };

  // What the API would refuse is not sent: the form says why, beside the comment. The rule is fetched
  // on Send, not with the landing bundle this page is part of (unreachable, the API is the judge).
  const onSend = (values: RatingValues) => {
    void import('../../widgets/rate-us/comment-rule')
      .then(
        ({ commentProblem }) => commentProblem(values.comment),
        () => undefined,
      )
      .then((problem) => {
        setCommentError(problem);
        if (!problem) send(values);
      });
  };

  return (
    <NarrowPage title="Rate our service" lead="Tell us how we are doing. It takes less than a minute.">
      <div ref={formRef}>
        <RatingForm onSend={onSend} initialValues={ratingDraft()?.values} commentError={commentError} />
      </div>
    </NarrowPage>
  );
}

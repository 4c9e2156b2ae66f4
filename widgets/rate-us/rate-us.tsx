import { Suspense, useEffect, useRef, useState } from 'react';
import type { Failure } from '../../src/api/api-error';
import type { Rating } from '../../src/api/feedback';
import type { EventProps } from '../../src/elements/events';
import { lazyWithRetry } from '../../src/react/lazy-with-retry';
import { useClasses } from '../../src/ui/styles';
import type { RatingValues } from './build-rating';
import { RATING_LABELS } from './rate-us-messages';
import { rateUsStyles } from './rate-us-styles';
import { RatingForm } from './rating-form';
import { useReference } from './reference-policy';
import type { Reference } from './system-identifier';
import { safeThankYouUrl } from './thank-you-url';

/** Events of {@link RateUs}: `fg-submitted` carries the rating as posted, `fg-failed` what went wrong. */
export type RateUsEvents = {
  submitted: Rating;
  failed: Failure;
};

/** Props of {@link RateUs}, the React form of `<fg-rate-us>`: its attributes as a React host writes them. */
export interface RateUsProps extends EventProps<RateUsEvents> {
  /**
   * Sent as SystemIdentifier (the page's `ref`): 1 to 100 printable characters. Absent or empty, a
   * placeholder 'N/A -n' is sent; unusable (blank too), the same, with a console warning (reference-policy.ts).
   */
  systemIdentifier?: string | undefined;
  /** An http(s) page to go to after a successful send, instead of showing the thank-you text. */
  thankYouUrl?: string | undefined;
}

/** Props of {@link RatingWidget}: what an edge (the element, {@link RateUs}) parsed its input into. */
export interface RatingWidgetProps extends EventProps<RateUsEvents> {
  /** The page's reference, sent as SystemIdentifier; undefined sends the placeholder. */
  reference: Reference | undefined;
  /** The absolute http(s) address to go to after a successful send, as `safeThankYouUrl` gave it. */
  thankYouUrl: string | undefined;
}

// The sending half (the API call, its outcome): fetched on the first touch of the form, not before.
const RatingSender = /* @__PURE__ */ lazyWithRetry(() =>
  import('./rating-sender').then((module) => module.RatingSender),
);
const fetchSender = () => {
  void RatingSender.preload();
};

/**
 * Rate the service (spec §2 Rate-my-service), for a React host: its props parsed once, here, then the
 * widget. A score from 1 to 10 and a comment, posted without a token; after Send a spinner, then the
 * spec's thank-you or error text; after an error the user can try again with what they entered.
 */
export function RateUs({ systemIdentifier, thankYouUrl, ...events }: RateUsProps) {
  const reference = useReference(systemIdentifier, '<RateUs> systemIdentifier');
  // As before: an address that is not http(s) is not followed, and the thank-you text shows instead.
  const destination = thankYouUrl === undefined ? undefined : safeThankYouUrl(thankYouUrl);
  return <RatingWidget {...events} reference={reference} thankYouUrl={destination} />;
}

/**
 * The rating widget on parsed input (the element's attributes, {@link RateUs}'s props): the form, and
 * once Send is pressed the sending half, fetched on the first touch of the form.
 */
export function RatingWidget(props: RatingWidgetProps) {
  const classes = useClasses(rateUsStyles);
  const [values, setValues] = useState<RatingValues | undefined>();
  const [sending, setSending] = useState(false);
  const [commentError, setCommentError] = useState<string>();
  const formRef = useRef<HTMLDivElement>(null);
  const wasSending = useRef(false);

  // Back from an error: focus returns to the score the user chose, or to the comment it was about.
  useEffect(() => {
    if (!sending && wasSending.current) {
      formRef.current
        ?.querySelector<HTMLElement>(commentError ? 'textarea' : 'input[type="radio"]:checked')
        ?.focus();
    }
    wasSending.current = sending;
  }, [sending, commentError]);

  return (
    <div part="root" className={classes.root} onFocusCapture={fetchSender} onPointerDownCapture={fetchSender}>
      {sending && values ? (
        <Suspense
          fallback={
            <p role="status" className={classes.waiting}>
              {RATING_LABELS.sending}
            </p>
          }
        >
          <RatingSender
            {...props}
            values={values}
            onTryAgain={() => setSending(false)}
            onInvalid={(message) => {
              setCommentError(message);
              setSending(false);
            }}
          />
        </Suspense>
      ) : (
        <div ref={formRef}>
          <RatingForm
            onSend={(entered) => {
              setValues(entered);
              setCommentError(undefined);
              setSending(true);
            }}
            initialValues={values}
            commentError={commentError}
          />
        </div>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { Failure } from '../../src/api/api-error';
import type { Rating } from '../../src/api/feedback';
import { loadInTime } from '../../src/api/load-in-time';
import { loadFailedProblem } from '../../src/elements/element-problem';
import type { EventProps } from '../../src/elements/events';
import { useRequestClient } from '../../src/react/widget-context';
import { useClasses } from '../../src/ui/styles';
import type { RatingValues } from './build-rating';
import { rateUsStyles } from './rate-us-styles';
import { RatingForm } from './rating-form';
import { useReference } from './reference-policy';
import { type LoadSendingHalf, loadSendingHalf, type SendingHalf } from './sending-half';
import { SendingWords } from './sending-words';
import type { Reference } from './system-identifier';
import { safeThankYouUrl } from './thank-you-url';

/**
 * Events of {@link RateUs}: `fg-submitted` carries the rating as posted; `fg-failed` the spec's error text
 * (never the server's words: spec §8, "Failure stores no error detail") and the failure's status.
 */
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
  /** What the form starts with (a page's draft of a rating that failed). */
  initialValues?: RatingValues | undefined;
  /**
   * A rating's post has started (its comment passed): `sent` settles with its failure, or with nothing
   * once stored. A page that shows the outcome elsewhere (/rate-us-page's thank-you page) goes there.
   */
  onSending?: (values: RatingValues, sent: Promise<Failure | undefined>) => void;
  /** Fetches the sending half: `loadSendingHalf`, or the element's own chunk of it (sending-half.ts). */
  loadSender: LoadSendingHalf;
  /**
   * Runs on the load-failure alert's Try again, with what failed, before the form is sent again: the
   * portal's page reloads when a deploy has moved the chunk on (retryOrReload), which a retry cannot fetch.
   */
  onLoadRetry?: ((error: unknown) => unknown) | undefined;
}

type Sender = SendingHalf;

/** After Send: on its way, stored or failed; with the sending half once it has arrived. */
interface Sending {
  status: 'pending' | 'success' | 'error';
  sender?: Sender;
}

/**
 * Rate the service (spec §2 Rate-my-service), for a React host: its props parsed once, here, then the
 * widget. A score from 1 to 10 and a comment, posted without a token; after Send a spinner, then the
 * spec's thank-you or error text; after an error the user can try again with what they entered.
 */
export function RateUs({ systemIdentifier, thankYouUrl, ...events }: RateUsProps) {
  const reference = useReference(systemIdentifier, '<RateUs> systemIdentifier');
  // As before: an address that is not http(s) is not followed, and the thank-you text shows instead.
  const destination = thankYouUrl === undefined ? undefined : safeThankYouUrl(thankYouUrl);
  return (
    <RatingWidget {...events} reference={reference} thankYouUrl={destination} loadSender={loadSendingHalf} />
  );
}

/**
 * The rating widget on parsed input (the element's attributes, {@link RateUs}'s props): the form; Send's
 * handler imports the sending half and sends once, and the outcome shows what became of it. A sending
 * half that fails to download, or has not come within the time limit, has sent nothing: the form stays
 * with what was entered, under an alert whose Try again sends what the form then shows.
 */
export function RatingWidget({
  reference,
  thankYouUrl,
  initialValues,
  onSubmitted,
  onFailed,
  onSending,
  loadSender,
  onLoadRetry,
}: RatingWidgetProps) {
  const classes = useClasses(rateUsStyles);
  const client = useRequestClient();
  const [values, setValues] = useState(initialValues);
  const [sending, setSending] = useState<Sending>();
  // Send could not fetch the sending half: nothing was sent, and the form keeps what was entered.
  const [loadFailed, setLoadFailed] = useState<{ error: unknown }>();
  const [commentError, setCommentError] = useState<string>();
  const formRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const wasSending = useRef(false);
  // The sending half (the API call, its outcome): imported by Send's handler, and fetched on the form's
  // first touch so that a Send rarely waits for it.
  const fetchSender = () => {
    loadSender().catch(() => undefined);
  };

  // Focus follows the content that replaced the focused Send button, so keyboard users are not dropped;
  // back from an error, it returns to the score the user chose, or to the comment it was about.
  const shown = sending?.sender;
  const idle = !sending;
  useEffect(() => {
    if (shown) outcomeRef.current?.focus();
    else if (loadFailed) problemRef.current?.querySelector('button')?.focus();
    else if (idle && (wasSending.current || commentError))
      formRef.current
        ?.querySelector<HTMLElement>(commentError ? 'textarea' : 'input[type="radio"]:checked')
        ?.focus();
    wasSending.current = !idle;
  }, [shown, loadFailed, idle, commentError]);

  const send = async (entered: RatingValues) => {
    setValues(entered);
    setCommentError(undefined);
    setLoadFailed(undefined);
    setSending({ status: 'pending' });
    let sender: Sender;
    try {
      // A download that fails or never comes has sent nothing: the answers wait for Try again.
      sender = await loadInTime(loadSender());
    } catch (error) {
      setSending(undefined);
      setLoadFailed({ error });
      return;
    }
    setSending({ status: 'pending', sender });
    const result = sender.sendRating(client, entered, reference);
    if ('problem' in result) {
      // What the API would refuse is not sent: the form says why, beside the comment.
      setCommentError(result.problem);
      setSending(undefined);
      return;
    }
    onSending?.(entered, result.sent);
    const failure = await result.sent;
    if (failure) {
      setSending({ status: 'error', sender });
      onFailed?.(failure);
    } else {
      setSending({ status: 'success', sender });
      onSubmitted?.(result.rating);
      if (thankYouUrl) sender.navigateTo(thankYouUrl);
    }
  };

  return (
    <div part="root" className={classes.root} onFocusCapture={fetchSender} onPointerDownCapture={fetchSender}>
      {sending ? (
        shown ? (
          <shown.RatingSent
            ref={outcomeRef}
            status={sending.status}
            onTryAgain={() => setSending(undefined)}
          />
        ) : (
          <SendingWords />
        )
      ) : (
        <>
          {loadFailed && (
            <div ref={problemRef}>
              {/* Try again sends what the form shows now, as Send does: the form stays editable under it. */}
              {loadFailedProblem(async () => {
                await onLoadRetry?.(loadFailed.error);
                formRef.current?.querySelector('form')?.requestSubmit();
              })}
            </div>
          )}
          <div ref={formRef}>
            <RatingForm
              onSend={send}
              initialValues={values}
              commentError={commentError}
              loadSender={loadSender}
            />
          </div>
        </>
      )}
    </div>
  );
}

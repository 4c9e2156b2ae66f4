import { useEffect, useRef, useState } from 'react';
import { type Failure, toFailure } from '../../src/api/api-error';
import { productAttributesQuery } from '../../src/api/buy';
import { linkCallsMutation, linkTermsQuery } from '../../src/api/links';
import { isValidEmail } from '../../src/domain/email';
import { offeredTermsMatch } from '../../src/domain/link-terms';
import { attributeValue } from '../../src/domain/product-attributes';
import { todayInSouthAfrica } from '../../src/domain/south-africa-today';
import type { EventProps } from '../../src/elements/events';
import { useServerMutation } from '../../src/react/server-mutation';
import { useServerQuery } from '../../src/react/server-query';
import { useCompanyFacts } from '../../src/react/widget-context';
import { Alert, Button, Spinner, useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import type { HeadingLevel } from '../../src/ui/heading';
import type { LinkAction, LinkParams, ReadLink } from './link-actions';
import { LinkConfirmed } from './link-confirmed';
import { LinkExpired } from './link-expired';
import { LinkOffer } from './link-offer';
import { type RememberedOutcome, rememberedOutcome, rememberOutcome } from './link-outcome';
import { WithEmail } from './link-parts';
import { linkStyles } from './link-styles';

/** Events of the link pages. */
export type LinkConfirmationEvents = {
  confirmed: { action: string; reference: string };
  failed: Failure;
};

export interface LinkConfirmationProps extends EventProps<LinkConfirmationEvents> {
  action: LinkAction;
  /**
   * The link's values (reference, Cat, option, MatRate, Reinv, id, token) as its edge parsed them (readLink,
   * linkFrom): used as they are, never read again.
   */
  link: ReadLink;
  /** Confirm as soon as the page opens (the generic page), instead of on the customer's press. */
  confirmOnLoad?: boolean;
  /** Level of the header; 1 (the landing page's own heading) unless the page has one already. */
  headingLevel?: 1 | 2 | 3 | 4 | 5;
}

/** Besides the remembered outcomes: a failed call (Try again), a link the API does not know or whose terms differ, a throttled one. */
type Outcome = RememberedOutcome | 'failed' | 'invalid' | { throttled: string };

/** What a failed link call means for the page: 406 expired, 400/404 not valid, 429 wait, else failed. */
function outcomeOf(status: number, message: string): Outcome {
  if (status === 406) return 'expired';
  if (status === 400 || status === 404) return 'invalid';
  if (status === 429) return { throttled: message };
  return 'failed';
}

const FAILED = 'Something went wrong, please try again later or contact us at {email}';
const INVALID =
  'This link is not valid. Please open the link in your e-mail again, or contact us at {email}.';

/**
 * An e-mailed link's confirmation (spec §2, §4, §8): what the customer is confirming, read back from
 * the API (the link's stored terms, never its URL's copy, which may only agree with them); Confirm
 * makes the action's calls in order, once. The outcome is remembered for the tab, so
 * a second press or a reload shows it again without calling. A link that is incomplete or damaged
 * says so and calls nothing.
 */
export function LinkConfirmation({
  action,
  link,
  confirmOnLoad = false,
  headingLevel = 1,
  onConfirmed,
  onFailed,
}: LinkConfirmationProps) {
  const Heading = `h${headingLevel}` as 'h1';
  const below = (headingLevel + 1) as HeadingLevel;
  const classes = useClasses(linkStyles);
  const headingId = useDomId();
  const { supportEmail } = useCompanyFacts();
  const { params, missing, malformed } = link;
  const reference = params.reference ?? '';
  const usable = missing.length === 0 && malformed.length === 0;
  const [remembered] = useState(() => (usable ? rememberedOutcome(action.id, reference) : undefined));
  const [outcome, setOutcome] = useState<Outcome | undefined>(remembered?.outcome);
  const [confirmedAt, setConfirmedAt] = useState(remembered?.at);
  const confirmation = useServerMutation(linkCallsMutation());
  const sending = confirmation.status === 'pending';
  // A second press while the calls are under way gets the same run (the seam sends once); only the
  // press that started it acts on the outcome, so the host hears of it once.
  const handled = useRef<Promise<unknown> | null>(null);
  const attributes = useServerQuery(productAttributesQuery(action.subTypeId));
  const contact = attributeValue(attributes.data ?? [], 'ContactEmailAddress')?.trim() ?? '';
  const email = isValidEmail(contact) ? contact : supportEmail;
  // Read while the link is open, and again for a confirmation this tab remembers, to show its terms.
  const stored = useServerQuery(linkTermsQuery(reference, params.id ?? '', params.token ?? ''), {
    enabled: usable && action.storedTerms && (outcome === undefined || outcome === 'confirmed'),
  });
  const terms = stored.data?.terms;
  const expiryDate = stored.data?.expiryDate;
  const today = todayInSouthAfrica();
  const termsDiffer = terms !== undefined && !offeredTermsMatch(terms, params);
  const termsOutcome: Outcome | undefined = stored.error
    ? outcomeOf(stored.error.status, stored.error.message)
    : stored.data?.confirmed
      ? 'confirmed'
      : termsDiffer
        ? 'invalid'
        : undefined;
  const shown = outcome ?? termsOutcome;
  const ready = usable && (!action.storedTerms || (terms !== undefined && termsOutcome === undefined));

  const termsReported = useRef(false);
  useEffect(() => {
    if (outcome !== undefined || !termsOutcome || termsReported.current) return;
    termsReported.current = true;
    if (termsOutcome === 'confirmed' || termsOutcome === 'expired')
      rememberOutcome(action.id, reference, { outcome: termsOutcome });
    if (termsOutcome !== 'confirmed' && stored.error) onFailed?.(toFailure(stored.error));
  });

  // The confirmation the customer pressed for takes the focus (its heading), as a receipt's does.
  const confirmedHeading = useRef<HTMLHeadingElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (shown === 'confirmed' && pressed.current) {
      pressed.current = false;
      confirmedHeading.current?.focus();
    }
  });

  const confirm = async (linkParams: LinkParams) => {
    const kept = rememberedOutcome(action.id, reference);
    if (kept) {
      setOutcome(kept.outcome);
      setConfirmedAt(kept.at);
      return;
    }
    const started = confirmation.start(action.calls(linkParams, terms));
    if (handled.current === started) return;
    handled.current = started;
    const result = await started;
    if (result.status === 'success') {
      const at = new Date().toISOString();
      rememberOutcome(action.id, reference, { outcome: 'confirmed', at });
      setConfirmedAt(at);
      setOutcome('confirmed');
      onConfirmed?.({ action: action.id, reference });
    } else if (result.error) {
      const next = outcomeOf(result.error.status, result.error.message);
      if (next === 'expired') rememberOutcome(action.id, reference, { outcome: 'expired' });
      setOutcome(next);
      onFailed?.(toFailure(result.error));
    }
  };

  const autoConfirmed = useRef(false);
  useEffect(() => {
    if (!confirmOnLoad || !ready || shown !== undefined || autoConfirmed.current) return;
    autoConfirmed.current = true;
    void confirm(params);
  });

  return (
    <section className={classes.root} aria-labelledby={headingId} part="root">
      <div className={classes.header}>
        {usable && <p className={classes.eyebrow}>{action.eyebrow}</p>}
        <Heading id={headingId} className={classes.heading} part="heading">
          {action.header}
        </Heading>
      </div>
      {!usable ? (
        <Alert variant="danger" title="This link cannot be used">
          {[
            missing.length > 0 ? `This link is missing its ${missing.join(', ')}.` : '',
            malformed.length > 0
              ? `This link's ${malformed.join(', ')} ${malformed.length === 1 ? 'is' : 'are'} not valid.`
              : '',
          ]
            .filter(Boolean)
            .join(' ')}{' '}
          <WithEmail
            text="Please open the link in your e-mail again, or contact us at {email}."
            email={email}
          />
        </Alert>
      ) : shown === 'confirmed' ? (
        <LinkConfirmed
          action={action}
          params={params}
          terms={terms}
          confirmedAt={confirmedAt}
          headingLevel={below}
          headingRef={confirmedHeading}
        />
      ) : shown === 'expired' ? (
        <LinkExpired reference={reference} email={email} expiryDate={expiryDate} today={today} />
      ) : shown === 'invalid' ? (
        <Alert variant="danger" title="This link cannot be used">
          <WithEmail text={INVALID} email={email} />
        </Alert>
      ) : typeof shown === 'object' ? (
        <Alert variant="danger">
          {shown.throttled} <WithEmail text="If you need help, contact us at {email}." email={email} />
        </Alert>
      ) : !ready ? (
        stored.error ? (
          <>
            <Alert variant="danger">
              <WithEmail text={FAILED} email={email} />
            </Alert>
            <Button onClick={stored.refetch} part="button">
              Try again
            </Button>
          </>
        ) : (
          <Spinner label="Reading your link" showLabel />
        )
      ) : (
        <LinkOffer
          action={action}
          params={params}
          terms={terms}
          expiryDate={expiryDate}
          today={today}
          headingLevel={below}
          failure={
            shown === 'failed' && (
              <Alert variant="danger">
                <WithEmail text={FAILED} email={email} />
              </Alert>
            )
          }
          sending={sending}
          confirmOnLoad={confirmOnLoad}
          onConfirm={() => {
            pressed.current = true;
            void confirm(params);
          }}
        />
      )}
    </section>
  );
}

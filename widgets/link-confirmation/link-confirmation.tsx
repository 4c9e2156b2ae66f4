import { useEffect, useRef, useState } from 'react';
import { type Failure, toFailure } from '../../src/api/api-error';
import { productAttributesQuery } from '../../src/api/buy';
import { makeLinkCalls } from '../../src/api/links';
import { errorFromThrown } from '../../src/api/normalise-error';
import { isValidEmail } from '../../src/domain/email';
import { attributeValue } from '../../src/domain/product-attributes';
import type { EventProps } from '../../src/elements/events';
import { useServerQuery } from '../../src/react/server-query';
import { useApiClient, useCompanyFacts } from '../../src/react/widget-context';
import { Alert, Button, Spinner, useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import type { LinkAction, LinkParam, LinkParams } from './link-actions';
import { readLinkParams } from './link-actions';
import { type RememberedOutcome, rememberedOutcome, rememberOutcome } from './link-outcome';
import { linkStyles } from './link-styles';

/** Events of the link pages. */
export type LinkConfirmationEvents = {
  confirmed: { action: string; reference: string };
  failed: Failure;
};

export interface LinkConfirmationProps extends EventProps<LinkConfirmationEvents> {
  action: LinkAction;
  /** The link's values by the spec's names (reference, Cat, option, MatRate, Reinv, id). */
  values: (name: LinkParam) => string | null | undefined;
  /** Confirm as soon as the page opens (the generic page), instead of on the customer's press. */
  confirmOnLoad?: boolean;
  /** Level of the header; 1 (the landing page's own heading) unless the page has one already. */
  headingLevel?: 1 | 2 | 3 | 4 | 5;
}

type Outcome = RememberedOutcome | 'failed';

/** Spec §8's link messages, with the product's contact address as a mailto: link in place of {email}. */
function WithEmail({ text, email }: { text: string; email: string }) {
  const classes = useClasses(linkStyles);
  const [before, after] = text.split('{email}');
  return (
    <>
      {before}
      <a className={classes.link} href={`mailto:${email}`}>
        {email}
      </a>
      {after}
    </>
  );
}

const EXPIRED = 'Sorry, your link has expired. Please contact us at {email} to assist you further.';
const FAILED = 'Something went wrong, please try again later or contact us at {email}';

/**
 * An e-mailed link's confirmation (spec §2, §4, §8): what the customer is confirming, read back from
 * the link; Confirm makes the action's calls in order, once. The outcome is remembered for the tab, so
 * a second press or a reload shows it again without calling. A link that is incomplete or damaged
 * says so and calls nothing.
 */
export function LinkConfirmation({
  action,
  values,
  confirmOnLoad = false,
  headingLevel = 1,
  onConfirmed,
  onFailed,
}: LinkConfirmationProps) {
  const Heading = `h${headingLevel}` as 'h1';
  const classes = useClasses(linkStyles);
  const headingId = useDomId();
  const client = useApiClient();
  const { supportEmail } = useCompanyFacts();
  const { params, missing, malformed } = readLinkParams(action, values);
  const reference = params.reference ?? '';
  const usable = missing.length === 0 && malformed.length === 0;
  const [outcome, setOutcome] = useState<Outcome | undefined>(() =>
    usable ? rememberedOutcome(action.id, reference) : undefined,
  );
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const attributes = useServerQuery(productAttributesQuery(client, action.subTypeId));
  const contact = attributeValue(attributes.data ?? [], 'ContactEmailAddress')?.trim() ?? '';
  const email = isValidEmail(contact) ? contact : supportEmail;

  const confirm = async (linkParams: LinkParams) => {
    if (inFlight.current || rememberedOutcome(action.id, reference)) {
      setOutcome(rememberedOutcome(action.id, reference));
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      await makeLinkCalls(client, action.calls(linkParams));
      rememberOutcome(action.id, reference, 'confirmed');
      setOutcome('confirmed');
      onConfirmed?.({ action: action.id, reference });
    } catch (thrown) {
      const error = errorFromThrown(thrown);
      if (error.status === 406) rememberOutcome(action.id, reference, 'expired');
      setOutcome(error.status === 406 ? 'expired' : 'failed');
      onFailed?.(toFailure(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const autoConfirmed = useRef(false);
  useEffect(() => {
    if (!confirmOnLoad || !usable || autoConfirmed.current) return;
    autoConfirmed.current = true;
    void confirm(params);
  });

  return (
    <section className={classes.root} aria-labelledby={headingId} part="root">
      <Heading id={headingId} className={classes.heading} part="heading">
        {action.header}
      </Heading>
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
      ) : outcome === 'confirmed' ? (
        <Alert variant="success">{action.success}</Alert>
      ) : outcome === 'expired' ? (
        <Alert variant="danger">
          <WithEmail text={EXPIRED} email={email} />
        </Alert>
      ) : (
        <>
          <dl className={classes.summary} aria-label="What you are confirming">
            {action.summary(params).map(([term, value]) => (
              <div key={term} className={classes.row}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {outcome === 'failed' && (
            <Alert variant="danger">
              <WithEmail text={FAILED} email={email} />
            </Alert>
          )}
          {sending && confirmOnLoad ? (
            <Spinner label="Confirming" showLabel />
          ) : (
            <Button busy={sending} onClick={() => void confirm(params)} part="button">
              {outcome === 'failed' ? 'Try again' : 'Confirm'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../src/domain/calendar-date';
import type { LinkTerms } from '../../src/domain/link-terms';
import { Alert, Button, Spinner, useClasses } from '../../src/ui';
import type { HeadingLevel } from '../../src/ui/heading';
import type { LinkAction, LinkParams } from './link-actions';
import { offerStands } from './link-deal';
import { CallUs, TermsList } from './link-parts';
import { linkStyles } from './link-styles';

export interface LinkOfferProps {
  action: LinkAction;
  params: LinkParams;
  terms: LinkTerms | undefined;
  /** `YYYY-MM-DD` the link expires, when the API said; today's date in South Africa. */
  expiryDate: string | undefined;
  today: string;
  /** Level of the offer's own headings (one below the page's). */
  headingLevel: HeadingLevel;
  /** The failure of the last Confirm, to show above Try again. */
  failure: ReactNode;
  sending: boolean;
  /** The generic page confirms as it opens: a spinner instead of the button while it does. */
  confirmOnLoad: boolean;
  onConfirm: () => void;
}

/**
 * What the customer is about to confirm (DESIGN.md §4 i): the deal in one line, until when the offer
 * stands (only when the API gave the date), the terms, what Confirm does and the Confirm button, then
 * what to do instead.
 */
export function LinkOffer({
  action,
  params,
  terms,
  expiryDate,
  today,
  headingLevel,
  failure,
  sending,
  confirmOnLoad,
  onConfirm,
}: LinkOfferProps) {
  const classes = useClasses(linkStyles);
  const Heading = `h${headingLevel}` as const;
  const deal = action.deal(terms);
  const confirmDoes = action.confirmDoes(terms);
  const notice = expiryDate ? offerStands(expiryDate, today) : undefined;
  const reference = params.reference ?? '';
  return (
    <>
      {deal && <p className={classes.deal}>{deal}</p>}
      {notice && (
        <Alert variant="warning" title={notice.title}>
          {notice.detail}
        </Alert>
      )}
      <div className={classes.card}>
        <TermsList rows={action.summary(params, terms)} label="What you are confirming" />
        {confirmDoes && (
          <div className={classes.section}>
            <Heading className={classes.subheading}>What Confirm does</Heading>
            <p className={classes.body}>{confirmDoes}</p>
          </div>
        )}
        {failure}
        {sending && confirmOnLoad ? (
          <Spinner label="Confirming" showLabel />
        ) : (
          <Button className={classes.button} busy={sending} onClick={onConfirm} part="button">
            {failure ? 'Try again' : action.confirmLabel}
          </Button>
        )}
      </div>
      <div className={classes.section}>
        <Heading className={classes.aside}>Want something else?</Heading>
        <p className={classes.muted}>
          <CallUs
            before={`${action.alternative}, call `}
            after={`${expiryDate && notice ? ` by ${formatCalendarDate(expiryDate)}` : ''} and quote ${reference}.`}
          />
        </p>
      </div>
    </>
  );
}

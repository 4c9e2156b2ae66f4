import type { Ref } from 'react';
import { formatDateAndTime } from '../../src/domain/calendar-date';
import type { LinkTerms } from '../../src/domain/link-terms';
import { useClasses } from '../../src/ui';
import type { HeadingLevel } from '../../src/ui/heading';
import { SuccessTick } from '../../src/ui/success-tick';
import type { LinkAction, LinkParams } from './link-actions';
import { CallUs, TermsList } from './link-parts';
import { linkStyles } from './link-styles';

export interface LinkConfirmedProps {
  action: LinkAction;
  params: LinkParams;
  terms: LinkTerms | undefined;
  /** When this tab's Confirm was answered (ISO); absent for a link confirmed elsewhere, whose time we do not know. */
  confirmedAt: string | undefined;
  headingLevel: HeadingLevel;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * A confirmed link (DESIGN.md §4 i): the tick and the outcome, its date and time and reference, the
 * spec's success text (kept, §8a, the TFSA switch's "no-brainer" too), and the same terms.
 * Who was e-mailed is not said: the API's answer does not say.
 */
export function LinkConfirmed({
  action,
  params,
  terms,
  confirmedAt,
  headingLevel,
  headingRef,
}: LinkConfirmedProps) {
  const classes = useClasses(linkStyles);
  const Heading = `h${headingLevel}` as const;
  const reference = params.reference ?? '';
  return (
    <>
      <div className={classes.outcome}>
        <SuccessTick />
        <div>
          <Heading ref={headingRef} tabIndex={-1} className={classes.deal}>
            {action.confirmedTitle}
          </Heading>
          <p className={classes.muted}>
            {[confirmedAt && formatDateAndTime(confirmedAt), `Reference ${reference}`]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      <p className={classes.body}>{action.success}</p>
      <div className={classes.card}>
        <TermsList rows={action.summary(params, terms)} label="What you confirmed" />
      </div>
      <p className={classes.muted}>
        <CallUs before="Questions? Call " after={` and quote ${reference}.`} />
      </p>
    </>
  );
}

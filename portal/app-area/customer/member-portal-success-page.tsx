import { useEffect, useRef } from 'react';
import { Redirect } from 'wouter';
import { toFailure } from '../../../src/api/api-error';
import { Alert, ButtonLink, Spinner, useClasses } from '../../../src/ui';
import { changedTo, MEMBER_CHOICE_TEXT, useLatestMemberChoiceChange } from '../../../widgets/member-choice';
import { usePageTitle } from '../../use-page-title';
import { CUSTOMER_ROUTES } from './customer-routes';
import { customerStyles } from './customer-styles';

/**
 * /app/MemberPortalSuccess (spec §2): follows the member-choice change started on the wealth page —
 * 'Saving your member choice...', then 'Congratulations' and the new choice with Back to
 * /app/Customer/wealth. Without a change to follow (opened directly, or after a reload) it returns to
 * /app/Customer/wealth.
 */
export function MemberPortalSuccessPage() {
  const classes = useClasses(customerStyles);
  const change = useLatestMemberChoiceChange();
  const heading = useRef<HTMLHeadingElement>(null);
  const status = change?.status;
  usePageTitle(status === 'success' ? MEMBER_CHOICE_TEXT.congratulations : 'Member choice');
  useEffect(() => {
    if (status === 'success' || status === 'error') heading.current?.focus();
  }, [status]);

  if (status === 'idle') return <Redirect to={CUSTOMER_ROUTES.wealth} replace />;
  const back = (
    <div className={classes.actions}>
      <ButtonLink href={CUSTOMER_ROUTES.wealth}>Back</ButtonLink>
    </div>
  );
  if (status === 'pending') {
    return (
      <div className={classes.page} aria-busy="true">
        <Spinner label={MEMBER_CHOICE_TEXT.saving} showLabel />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={classes.page}>
        <h1 ref={heading} tabIndex={-1} className={classes.heading}>
          Member choice not changed
        </h1>
        <Alert variant="danger">{toFailure(change.error).message}</Alert>
        {back}
      </div>
    );
  }
  return (
    <div className={classes.page}>
      <h1 ref={heading} tabIndex={-1} className={classes.heading}>
        {MEMBER_CHOICE_TEXT.congratulations}
      </h1>
      <p>{changedTo(change.data?.Description ?? '')}</p>
      {back}
    </div>
  );
}

import { telephoneHref } from '../../src/config/company-facts';
import { useCompanyFacts } from '../../src/react/widget-context';
import { Button, useClasses, useStyles } from '../../src/ui';
import { buttonStyles } from '../../src/ui/button-styles';
import { FailurePanel } from '../../src/ui/failure-panel';
import type { HeadingLevel } from '../../src/ui/heading';
import { PURCHASE_FAILURE_TEXT, type PurchaseFailedError } from './purchase-failure';

interface PurchaseFailurePanelProps {
  error: PurchaseFailedError;
  /** A debit order was part of the purchase: the money sentence says none was set up. */
  debit: boolean;
  /** Confirm is being tried again. */
  busy: boolean;
  onRetry: () => void;
  headingLevel: HeadingLevel;
}

/** A failed Confirm, first on the check page (DESIGN.md §6 B, mockup e): what happened to the money and what to do. */
export function PurchaseFailurePanel({
  error,
  debit,
  busy,
  onRetry,
  headingLevel,
}: PurchaseFailurePanelProps) {
  const { telephone } = useCompanyFacts();
  const classes = useClasses(buttonStyles);
  const { cx } = useStyles();
  const { failure } = error;
  const text = PURCHASE_FAILURE_TEXT;
  const notBought = failure.outcome === 'notBought';
  const nextSteps = notBought
    ? ['Try again now.', `If it fails again, call ${telephone} and we'll help you finish the purchase.`]
    : failure.retry
      ? [text.unknown.safeRetry, `If it keeps failing, call ${telephone} before you buy again.`]
      : [text.unknown.check, `Or call ${telephone} and we'll check it for you.`];
  return (
    <FailurePanel
      title={notBought ? text.notBought.title : text.unknown.title}
      money={notBought ? text.notBought.money(debit) : text.unknown.money}
      cause={notBought ? `${failure.cause} ${text.notBought.kept}` : failure.cause}
      nextSteps={nextSteps}
      headingLevel={headingLevel}
      occurrence={error}
      actions={
        <>
          {failure.retry && (
            <Button busy={busy} onClick={onRetry}>
              {text.tryAgain}
            </Button>
          )}
          <a className={cx(classes.root, classes.secondary)} href={telephoneHref(telephone)}>
            {`Call ${telephone}`}
          </a>
        </>
      }
    />
  );
}

import { Suspense, useRef } from 'react';
import type { RetryableLazy } from '../../src/react/lazy-with-retry';
import { retryOrReload } from '../../src/react/lazy-with-retry';
import { ButtonLink, makeStyles, Spinner, space, useClasses } from '../../src/ui';
import { LoadErrorBoundary } from '../../src/ui/load-error-boundary';
import type { LeaveQuestionProps } from './leave-question';

const leaveStyles = makeStyles(() => ({
  bar: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: space[3] },
}));

export interface LeavePurchaseProps {
  /** Where leaving goes: the platform, or the host's return-url. */
  returnUrl: string;
  /** Forgets the run and tells the host, as the customer leaves. */
  onLeave: () => void;
  /** The question it asks, from the later chunk. */
  Question: RetryableLazy<LeaveQuestionProps>;
  /**
   * Whether the question is open: the run's, so that a question opened while the run waited for its
   * steps stays open as they arrive and the run's own Cancel purchase takes over.
   */
  asking: boolean;
  onAsking: (asking: boolean) => void;
}

/**
 * Spec §2's "Back to the platform", renamed and guarded (DESIGN.md §8a): "Cancel purchase" asks before
 * it throws the answers away. It is a link to where it leads (open it in a new tab and nothing is lost);
 * pressed, it asks in place, in a non-modal dialog whose Yes is the same link. In place rather than a
 * modal: the buy tags stay 1.3 KB lighter. The question comes with the later chunk: pressed before that
 * is there, it shows busy until it is (or the load-failure view, with Try again, if it cannot come).
 */
export function LeavePurchase({ returnUrl, onLeave, Question, asking, onAsking }: LeavePurchaseProps) {
  const classes = useClasses(leaveStyles);
  const bar = useRef<HTMLDivElement>(null);
  const keepBuying = () => {
    onAsking(false);
    // The Cancel purchase link: the first of the bar.
    bar.current?.querySelector('a')?.focus();
  };
  return (
    <div ref={bar} className={classes.bar}>
      <ButtonLink
        variant="link"
        href={returnUrl}
        aria-haspopup="dialog"
        aria-expanded={asking}
        onClick={(event) => {
          event.preventDefault();
          onAsking(true);
        }}
      >
        Cancel purchase
      </ButtonLink>
      {asking && (
        <LoadErrorBoundary onRetry={retryOrReload}>
          <Suspense fallback={<Spinner label="Loading" showLabel />}>
            <Question returnUrl={returnUrl} onLeave={onLeave} onStay={keepBuying} />
          </Suspense>
        </LoadErrorBoundary>
      )}
    </div>
  );
}

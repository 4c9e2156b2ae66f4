import { forwardRef } from 'react';
import { Alert, makeStyles, Spinner, useClasses } from '../../src/ui';
import { reset } from '../../src/ui/base-styles';
import { RATING_LABELS } from './rate-us-messages';
import { RATING_MESSAGES } from './rating-messages';

/** Props of {@link RatingOutcome}. */
export interface RatingOutcomeProps {
  /** A rating on its way shows a spinner; a finished one the spec's success or error text. */
  status: 'pending' | 'success' | 'error';
}

const outcomeStyles = makeStyles(() => ({
  root: { ...reset, display: 'block', outline: 'none' },
}));

/**
 * What happened to a rating (spec §4 Rating, §8 Rating error). The ref is a focusable (tabIndex -1)
 * wrapper, so a form that gives way to it can move focus there instead of losing it.
 */
export const RatingOutcome = forwardRef<HTMLDivElement, RatingOutcomeProps>(function RatingOutcome(
  { status },
  ref,
) {
  const classes = useClasses(outcomeStyles);
  return (
    <div ref={ref} tabIndex={-1} part="outcome" className={classes.root}>
      {status === 'pending' && <Spinner label={RATING_LABELS.sending} size="2rem" />}
      {status === 'success' && <Alert variant="success">{RATING_MESSAGES.success}</Alert>}
      {status === 'error' && <Alert variant="danger">{RATING_MESSAGES.error}</Alert>}
    </div>
  );
});

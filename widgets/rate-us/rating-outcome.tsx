import { forwardRef } from 'react';
import { Alert } from '../../src/ui/alert';
import { reset } from '../../src/ui/base-styles';
import { SpinnerGlyph } from '../../src/ui/spinner-glyph';
import { makeStyles, useClasses } from '../../src/ui/styles';
import { RATING_MESSAGES } from './rating-messages';
import { SendingWords } from './sending-words';

/** Props of {@link RatingOutcome}. */
export interface RatingOutcomeProps {
  /** A rating on its way shows a spinner and says so; a finished one the spec's success or error text. */
  status: 'pending' | 'success' | 'error';
}

const outcomeStyles = makeStyles(() => ({
  root: { ...reset, display: 'block', outline: 'none' },
}));

/**
 * What happened to a rating (spec §4 Rating, §8 Rating error). The ref is a focusable (tabIndex -1)
 * wrapper, so a form that gives way to it can move focus there instead of losing it. On its way: the ring
 * beside the words the widget shows while its sending half loads (rate-us.tsx), in the same paragraph,
 * rather than the Spinner with its words hidden: the tag's whole form is 0.2 KB smaller (issue 49).
 */
export const RatingOutcome = forwardRef<HTMLDivElement, RatingOutcomeProps>(function RatingOutcome(
  { status },
  ref,
) {
  const classes = useClasses(outcomeStyles);
  return (
    <div ref={ref} tabIndex={-1} part="outcome" className={classes.root}>
      {status === 'pending' && <SendingWords ring={<SpinnerGlyph accent />} />}
      {status === 'success' && <Alert variant="success">{RATING_MESSAGES.success}</Alert>}
      {status === 'error' && <Alert variant="danger">{RATING_MESSAGES.error}</Alert>}
    </div>
  );
});

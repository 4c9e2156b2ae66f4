import type { ReactNode } from 'react';
import { useLiveRegionReady } from '../../src/ui/live-region-ready';
import { useClasses } from '../../src/ui/styles';
import { RATING_LABELS } from './rate-us-messages';
import { rateUsStyles } from './rate-us-styles';

/**
 * 'Sending your feedback', while the sending half loads and then beside its ring (rating-outcome.tsx): one
 * status, whose words come just after it is on the page, so that screen readers announce them.
 */
export function SendingWords({ ring }: { ring?: ReactNode }) {
  const classes = useClasses(rateUsStyles);
  const speaks = useLiveRegionReady();
  return (
    <p role="status" className={classes.waiting}>
      {ring} {speaks && RATING_LABELS.sending}
    </p>
  );
}

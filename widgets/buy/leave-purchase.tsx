import { useState } from 'react';
import { Button, ButtonLink, Dialog, makeStyles, space, useClasses } from '../../src/ui';

/** The words of the way out of a purchase (DESIGN.md §8a: the spec's Back, renamed and guarded). */
const LEAVE_PURCHASE_TEXT = {
  cancel: 'Cancel purchase',
  title: 'Cancel this purchase?',
  body: 'Your answers will be cleared and nothing will be bought.',
  stay: 'Keep buying',
  leave: 'Yes, cancel purchase',
} as const;

const leaveStyles = makeStyles(() => ({
  bar: { display: 'flex', justifyContent: 'flex-end' },
  text: { margin: `0 0 ${space[4]}` },
  actions: { display: 'flex', flexWrap: 'wrap', gap: space[3] },
}));

interface LeavePurchaseProps {
  /** Where leaving goes: the platform, or the host's return-url. */
  returnUrl: string;
  /** Forgets the run and tells the host, as the customer leaves. */
  onLeave: () => void;
}

/**
 * Spec §2's "Back to the platform", renamed and guarded (DESIGN.md §8a): "Cancel purchase" asks before
 * it throws the answers away. It is a link to where it leads (open it in a new tab and nothing is lost);
 * pressed, it opens the question, whose Yes is the same link.
 */
export function LeavePurchase({ returnUrl, onLeave }: LeavePurchaseProps) {
  const classes = useClasses(leaveStyles);
  const [asking, setAsking] = useState(false);
  return (
    <div className={classes.bar}>
      <ButtonLink
        variant="link"
        href={returnUrl}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        {LEAVE_PURCHASE_TEXT.cancel}
      </ButtonLink>
      <Dialog open={asking} onClose={() => setAsking(false)} title={LEAVE_PURCHASE_TEXT.title}>
        <p className={classes.text}>{LEAVE_PURCHASE_TEXT.body}</p>
        <div className={classes.actions}>
          <Button onClick={() => setAsking(false)}>{LEAVE_PURCHASE_TEXT.stay}</Button>
          <ButtonLink variant="secondary" href={returnUrl} onClick={onLeave}>
            {LEAVE_PURCHASE_TEXT.leave}
          </ButtonLink>
        </div>
      </Dialog>
    </div>
  );
}

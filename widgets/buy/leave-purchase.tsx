import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink, color, font, makeStyles, radius, space, useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';

/** The words of the way out of a purchase (DESIGN.md §8a: the spec's Back, renamed and guarded). */
const LEAVE_PURCHASE_TEXT = {
  cancel: 'Cancel purchase',
  title: 'Cancel this purchase?',
  body: 'Your answers will be cleared and nothing will be bought.',
  stay: 'Keep buying',
  leave: 'Yes, cancel purchase',
} as const;

const leaveStyles = makeStyles(() => ({
  bar: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: space[3] },
  question: {
    alignSelf: 'stretch',
    padding: space[4],
    border: `1px solid ${color.divider}`,
    borderRadius: radius,
    backgroundColor: color.surface,
    lineHeight: font.lineHeight,
  },
  title: { margin: 0, fontWeight: 700 },
  text: { margin: `${space[1]} 0 ${space[3]}` },
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
 * pressed, it asks in place, in a non-modal dialog whose Yes is the same link. In place rather than a
 * modal: the buy tags stay 1.3 KB lighter, and nothing needs loading to ask.
 */
export function LeavePurchase({ returnUrl, onLeave }: LeavePurchaseProps) {
  const classes = useClasses(leaveStyles);
  const titleId = useDomId();
  const [asking, setAsking] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) stay.current?.focus();
  }, [asking]);
  const keepBuying = () => {
    setAsking(false);
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
          setAsking(true);
        }}
      >
        {LEAVE_PURCHASE_TEXT.cancel}
      </ButtonLink>
      {asking && (
        <div
          role="dialog"
          aria-labelledby={titleId}
          className={classes.question}
          onKeyDown={(event) => {
            if (event.key === 'Escape') keepBuying();
          }}
        >
          <p id={titleId} className={classes.title}>
            {LEAVE_PURCHASE_TEXT.title}
          </p>
          <p className={classes.text}>{LEAVE_PURCHASE_TEXT.body}</p>
          <div className={classes.actions}>
            <Button ref={stay} onClick={keepBuying}>
              {LEAVE_PURCHASE_TEXT.stay}
            </Button>
            <ButtonLink variant="secondary" href={returnUrl} onClick={onLeave}>
              {LEAVE_PURCHASE_TEXT.leave}
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}

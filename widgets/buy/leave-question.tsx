import { useEffect, useRef } from 'react';
import { Button, ButtonLink, color, font, makeStyles, radius, space, useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';

/** The words of the question Cancel purchase asks (DESIGN.md §8a: the spec's Back, renamed and guarded). */
const LEAVE_QUESTION_TEXT = {
  title: 'Cancel this purchase?',
  body: 'Your answers will be cleared and nothing will be bought.',
  stay: 'Keep buying',
  leave: 'Yes, cancel purchase',
} as const;

const questionStyles = makeStyles(() => ({
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

export interface LeaveQuestionProps {
  /** Where leaving goes: the platform, or the host's return-url. */
  returnUrl: string;
  /** Forgets the run and tells the host, as the customer leaves. */
  onLeave: () => void;
  /** Keep buying (or Escape): the question goes and Cancel purchase has the focus again. */
  onStay: () => void;
}

/**
 * What Cancel purchase asks, in place, in a non-modal dialog whose Yes is the link to where it leads.
 * It comes with the later chunk (few press Cancel), which Cancel purchase waits for, busy, when pressed
 * before it is there.
 */
export function LeaveQuestion({ returnUrl, onLeave, onStay }: LeaveQuestionProps) {
  const classes = useClasses(questionStyles);
  const titleId = useDomId();
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      className={classes.question}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onStay();
      }}
    >
      <p id={titleId} className={classes.title}>
        {LEAVE_QUESTION_TEXT.title}
      </p>
      <p className={classes.text}>{LEAVE_QUESTION_TEXT.body}</p>
      <div className={classes.actions}>
        <Button ref={stay} onClick={onStay}>
          {LEAVE_QUESTION_TEXT.stay}
        </Button>
        <ButtonLink variant="secondary" href={returnUrl} onClick={onLeave}>
          {LEAVE_QUESTION_TEXT.leave}
        </ButtonLink>
      </div>
    </div>
  );
}

import { type ReactNode, useEffect, useRef } from 'react';
import { reset } from './base-styles';
import { PHONE } from './breakpoints';
import { useDomId } from './dom-id';
import { type HeadingLevel, headingTag } from './heading';
import { makeStyles, useClasses } from './styles';
import { color, font, radii, space, typeScale } from './tokens';

/** Props of {@link FailurePanel}. */
export interface FailurePanelProps {
  /** The outcome, in the header bar ("Your purchase didn't go through"). */
  title: string;
  /** What happened to the money, said only as far as the failure proves it. */
  money: string;
  /** What happened, in one sentence. */
  cause?: string;
  /** The "What you can do" bullets. */
  nextSteps: readonly ReactNode[];
  /** The panel's buttons: the way forward first. */
  actions?: ReactNode;
  headingLevel: HeadingLevel;
  /**
   * A new value each time the failure happens again: focus moves to the panel (and so into view) on
   * the first render and on every change.
   */
  occurrence: unknown;
}

const panelStyles = makeStyles(() => ({
  panel: {
    ...reset,
    display: 'block',
    border: `2px solid ${color.danger}`,
    borderRadius: radii.large,
    backgroundColor: color.background,
    overflow: 'hidden',
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
  title: {
    ...reset,
    display: 'flex',
    alignItems: 'center',
    gap: space[3],
    margin: 0,
    padding: `${space[3]} ${space[5]}`,
    backgroundColor: color.danger,
    color: color.onPrimary,
    fontSize: typeScale.body,
    fontWeight: 700,
    lineHeight: font.lineHeight,
    [PHONE]: { padding: `${space[3]} ${space[4]}` },
  },
  mark: {
    ...reset,
    display: 'inline-flex',
    flex: '0 0 auto',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    borderRadius: radii.pill,
    backgroundColor: color.onPrimary,
    color: color.danger,
    fontWeight: 700,
  },
  body: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[3],
    padding: space[5],
    [PHONE]: { padding: space[4] },
  },
  money: { ...reset, display: 'block', margin: 0, fontSize: typeScale.large, fontWeight: 600 },
  text: { ...reset, display: 'block', margin: 0 },
  nextHeading: { ...reset, display: 'block', margin: 0, fontSize: typeScale.body, fontWeight: 700 },
  list: { ...reset, display: 'block', margin: 0, paddingInlineStart: space[5] },
  item: { ...reset, display: 'list-item' },
  actions: { ...reset, display: 'flex', flexWrap: 'wrap', gap: space[3] },
}));

/**
 * DESIGN.md's failure panel, for an action that may have moved money: the outcome, what happened to
 * the money, why, what the customer can do, and the way forward. Focused when it appears, so a
 * keyboard, a screen reader and a phone's viewport all land on it.
 */
export function FailurePanel({
  title,
  money,
  cause,
  nextSteps,
  actions,
  headingLevel,
  occurrence,
}: FailurePanelProps) {
  const classes = useClasses(panelStyles);
  const titleId = useDomId();
  const moneyId = useDomId();
  const panel = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each occurrence moves focus here again.
  useEffect(() => {
    panel.current?.focus();
  }, [occurrence]);
  const Title = headingTag(headingLevel);
  const NextHeading = headingTag(Math.min(headingLevel + 1, 6) as HeadingLevel);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={moneyId}
      part="failure-panel"
      className={classes.panel}
    >
      <Title id={titleId} className={classes.title}>
        <span aria-hidden="true" className={classes.mark}>
          !
        </span>
        {title}
      </Title>
      <div className={classes.body}>
        <p id={moneyId} className={classes.money}>
          {money}
        </p>
        {cause && <p className={classes.text}>{cause}</p>}
        <NextHeading className={classes.nextHeading}>What you can do</NextHeading>
        <ul className={classes.list}>
          {nextSteps.map((step, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed list per failure.
            <li key={at} className={classes.item}>
              {step}
            </li>
          ))}
        </ul>
        {actions && <div className={classes.actions}>{actions}</div>}
      </div>
    </section>
  );
}

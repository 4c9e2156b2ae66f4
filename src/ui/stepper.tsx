import type { ReactNode } from 'react';
import { reset } from './base-styles';
import { WIZARD_WIDE } from './breakpoints';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, font, radius, space } from './tokens';
import { VisuallyHidden } from './visually-hidden';

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** Step names in order. */
  steps: readonly ReactNode[];
  /** Zero-based index of the current step. */
  current: number;
  /** Accessible name of the list. Defaults to 'Progress'. */
  label?: string;
  className?: string;
}

/** From this width the full stepper shows; below it, the compact progress header. */

const stepperStyles = makeStyles(() => ({
  // On a phone the list is there for screen readers only; the compact header shows the progress.
  list: {
    ...reset,
    listStyle: 'none',
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    [WIZARD_WIDE]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clipPath: 'none',
      whiteSpace: 'normal',
      display: 'grid',
      gridAutoColumns: 'minmax(0, 1fr)',
      gridAutoFlow: 'column',
      gap: space[2],
    },
  },
  // One row from 768 px: the marker above its name, every step the same width.
  step: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: space[1],
    color: color.textMuted,
    fontSize: font.sizeSmall,
    lineHeight: 1.25,
  },
  compact: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[1],
    fontSize: font.sizeSmall,
    color: color.textMuted,
    [WIZARD_WIDE]: { display: 'none' },
  },
  compactStep: { color: color.text, fontWeight: 600 },
  compactLine: { ...reset, display: 'flex', justifyContent: 'space-between', gap: space[2] },
  track: {
    ...reset,
    height: '4px',
    borderRadius: radius, // clamps to 2px on the 4px track: a pill
    backgroundColor: color.divider,
    overflow: 'hidden',
  },
  bar: { ...reset, height: '100%', backgroundColor: color.primaryStrong },
  current: { color: color.text, fontWeight: 700 },
  done: { color: color.text },
  marker: {
    ...reset,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    width: '28px',
    height: '28px',
    borderRadius: '50%',
    border: `2px solid ${color.border}`,
    backgroundColor: color.background,
    color: 'inherit',
    fontSize: font.sizeSmall,
    fontWeight: 700,
  },
  markerCurrent: {
    borderColor: color.primaryStrong,
    backgroundColor: color.primaryStrong,
    color: color.onPrimary,
  },
  markerDone: { borderColor: color.primaryStrong, color: color.primaryStrong },
}));

/** An ordered list of steps; the current one carries aria-current="step", earlier ones say 'completed'. */
export function Stepper({ steps, current, label = 'Progress', className }: StepperProps) {
  const classes = useClasses(stepperStyles);
  const { cx } = useStyles();
  const shown = Math.min(Math.max(current, 0), steps.length - 1);
  return (
    <>
      {/* The phone's progress header: where the customer is and what comes next. The step heading below
          names the step (and says the same to screen readers), so the header does not repeat it. */}
      <div part="progress" aria-hidden="true" className={classes.compact}>
        <span className={classes.compactLine}>
          <span className={classes.compactStep}>
            Step {shown + 1} of {steps.length}
          </span>
          {shown + 1 < steps.length && <span>Next: {steps[shown + 1]}</span>}
        </span>
        <span className={classes.track}>
          <span
            className={classes.bar}
            style={{ display: 'block', width: `${((shown + 1) / steps.length) * 100}%` }}
          />
        </span>
      </div>
      <ol part="stepper" aria-label={label} className={cx(classes.list, className)}>
        {steps.map((step, index) => {
          const state = index === current ? 'current' : index < current ? 'done' : 'todo';
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed, ordered sequence
              key={index}
              part="step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cx(
                classes.step,
                state === 'current' && classes.current,
                state === 'done' && classes.done,
              )}
            >
              <span
                aria-hidden="true"
                className={cx(
                  classes.marker,
                  state === 'current' && classes.markerCurrent,
                  state === 'done' && classes.markerDone,
                )}
              >
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span>
                {step}
                {state === 'done' && <VisuallyHidden> (completed)</VisuallyHidden>}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}

import type { ReactNode } from 'react';
import { reset } from './base-styles';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, font, space } from './tokens';
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

const stepperStyles = makeStyles(() => ({
  list: {
    ...reset,
    display: 'flex',
    flexWrap: 'wrap',
    gap: space[4],
    listStyle: 'none',
  },
  step: {
    ...reset,
    display: 'flex',
    alignItems: 'center',
    gap: space[2],
    color: color.textMuted,
    fontSize: font.sizeSmall,
  },
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
  return (
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
  );
}

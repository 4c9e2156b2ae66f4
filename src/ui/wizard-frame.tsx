import type { FormEvent, ReactNode, Ref, RefObject } from 'react';
import { Alert } from './alert';
import { PHONE } from './breakpoints';
import { Button } from './button';
import { DismissibleAlert } from './dismissible-alert';
import { useDomId } from './dom-id';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';
import { formLayout } from './form-layout';
import type { HeadingLevel } from './heading';
import { Stepper } from './stepper';
import { makeStyles, useClasses } from './styles';
import { color, font, space } from './tokens';

/** An objection about the step as a whole, shown above it until dismissed. */
interface WizardAlert {
  message: string;
}

/** One button of the bar. */
interface WizardButton {
  label: string;
  onPress: () => void;
}

/** Props of {@link WizardFrame}. */
export interface WizardFrameProps {
  /** Titles of the steps this run goes through, in order. */
  steps: readonly string[];
  /** Zero-based position among `steps`. */
  current: number;
  /** Accessible name of the progress list. */
  progressLabel: string;
  headingLevel: HeadingLevel;
  headingRef: Ref<HTMLHeadingElement>;
  formRef: RefObject<HTMLFormElement | null>;
  /** Next (the form's submit). */
  onSubmit: () => void;
  /** The Next button's text: 'Next', 'Confirm', 'Create account'… */
  nextLabel: string;
  /** Omit for no Next button (a step after which nothing can change). */
  showNext?: boolean;
  busy?: boolean;
  /** Why Next cannot be pressed yet: disables it, and is shown and announced beside it. */
  blockedReason?: string;
  /** Previous step; omitted on the first. */
  previous?: WizardButton;
  /** Buttons or links before Previous, e.g. a way out of the wizard. */
  extraActions?: ReactNode;
  /** The failure of the last post, if any. */
  error?: string;
  alerts?: readonly WizardAlert[];
  onDismissAlert?: (index: number) => void;
  /** Field errors to list above the form, linked to their fields. */
  summary?: readonly ErrorSummaryItem[];
  /** Shown instead of the form once the step's work is done (e.g. 'Account has been created…'). */
  outcome?: ReactNode;
  children?: ReactNode;
}

const frameStyles = makeStyles(() => ({
  form: formLayout.form,
  heading: {
    margin: 0,
    fontSize: font.size,
    fontWeight: 700,
    lineHeight: font.lineHeight,
    color: color.text,
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
  alerts: { display: 'flex', flexDirection: 'column', gap: space[2] },
  actions: { ...formLayout.actions, gap: space[3] },
  reason: {
    ...formLayout.text,
    color: color.textMuted,
    fontSize: font.sizeSmall,
    [PHONE]: { order: -1, flexBasis: '100%' },
  },
  // On a phone the step's main action comes first and takes the full width, its reason right under it.
  next: { [PHONE]: { order: -2, flexBasis: '100%' } },
}));

/**
 * The frame of every wizard step: 'Step n of N: title' (focused by useWizard when the step changes),
 * the progress, the step's alerts and error summary, its fields, and the button bar.
 */
export function WizardFrame({
  steps,
  current,
  progressLabel,
  headingLevel,
  headingRef,
  formRef,
  onSubmit,
  nextLabel,
  showNext = true,
  busy = false,
  blockedReason,
  previous,
  extraActions,
  error,
  alerts = [],
  onDismissAlert,
  summary = [],
  outcome,
  children,
}: WizardFrameProps) {
  const classes = useClasses(frameStyles);
  const reasonId = useDomId();
  const Heading = `h${headingLevel}` as 'h2';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <>
      <Stepper steps={steps} current={current} label={progressLabel} />
      <Heading ref={headingRef} tabIndex={-1} className={classes.heading} part="step-heading">
        {`Step ${current + 1} of ${steps.length}: ${steps[current] ?? ''}`}
      </Heading>
      {outcome ?? (
        <form ref={formRef} className={classes.form} noValidate onSubmit={submit} part="form">
          {error && <Alert variant="danger">{error}</Alert>}
          {alerts.length > 0 && (
            <div className={classes.alerts}>
              {alerts.map((alert, index) => (
                <DismissibleAlert
                  key={alert.message}
                  variant="danger"
                  onDismiss={() => onDismissAlert?.(index)}
                >
                  {alert.message}
                </DismissibleAlert>
              ))}
            </div>
          )}
          <ErrorSummary errors={summary} headingLevel={Math.min(headingLevel + 1, 6) as HeadingLevel} />
          {children}
          <div className={classes.actions}>
            {extraActions}
            {previous && (
              <Button variant="secondary" onClick={previous.onPress}>
                {previous.label}
              </Button>
            )}
            {showNext && (
              <Button
                type="submit"
                className={classes.next}
                busy={busy}
                disabled={blockedReason !== undefined}
                aria-describedby={reasonId}
              >
                {nextLabel}
              </Button>
            )}
            {/* Always there, so a reason that appears is announced; empty, it takes no room at the row's end. */}
            <p id={reasonId} className={classes.reason} aria-live="polite">
              {blockedReason}
            </p>
          </div>
        </form>
      )}
    </>
  );
}

import type { ReactNode, Ref, RefObject } from 'react';
import { WIZARD_NARROW, WIZARD_WIDE, wizardContainer } from './breakpoints';
import { Button } from './button';
import { DismissibleAlert } from './dismissible-alert';
import { useDomId } from './dom-id';
import { FormFrame } from './form-frame';
import type { HeadingLevel } from './heading';
import { Stepper } from './stepper';
import { makeStyles, useClasses } from './styles';
import { color, font, space, typeScale } from './tokens';
import { VisuallyHidden } from './visually-hidden';

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
  /**
   * Why Next cannot be pressed at all, for a business reason (the product cannot be bought online):
   * Next is disabled and this text stands beside it. Never for answers still to give: pressing Next
   * checks the step and shows what is wrong (DESIGN.md §6 A).
   */
  unavailable?: string;
  /** Previous step; omitted on the first. */
  previous?: WizardButton;
  /** The failure of the last post, if any. */
  error?: string;
  alerts?: readonly WizardAlert[];
  onDismissAlert?: (index: number) => void;
  /** Counts the failed Nexts: each shows the summary of `fieldErrors` and moves focus to it. */
  attempt?: number;
  /** The step's field messages (its own and the server's), for the summary after a failed Next. */
  fieldErrors?: Partial<Record<string, string | undefined>>;
  /** Shown instead of the form once the step's work is done (e.g. 'Account has been created…'). */
  outcome?: ReactNode;
  /** Beside the step from the tablet width up (what is being bought); left out on a phone. */
  aside?: ReactNode;
  children?: ReactNode;
}

const frameStyles = makeStyles(() => ({
  // What the stepper and the columns below measure: the wizard's own width, in whatever column it sits.
  // Laid out as the widgets' roots lay out their parts (formLayout.root).
  frame: { ...wizardContainer, display: 'flex', flexDirection: 'column', gap: space[4] },
  // The step's question, one size under the page title (DESIGN.md §4 c).
  heading: {
    margin: 0,
    fontSize: typeScale.h3,
    fontWeight: 700,
    lineHeight: 1.25,
    color: color.text,
    '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
  alerts: { display: 'flex', flexDirection: 'column', gap: space[2] },
  columns: {
    display: 'grid',
    gap: space[6],
    alignItems: 'start',
    [WIZARD_WIDE]: {
      gridTemplateColumns: 'minmax(0, 40rem) minmax(15rem, 20rem)',
      justifyContent: 'space-between',
    },
  },
  aside: { [WIZARD_NARROW]: { display: 'none' } },
  // On a phone the step's main action comes first and takes the full width, why it is unavailable right under it.
  next: { [WIZARD_NARROW]: { order: -2, flexBasis: '100%' } },
  unavailable: {
    margin: 0,
    fontFamily: font.family,
    fontSize: font.sizeSmall,
    lineHeight: font.lineHeight,
    color: color.textMuted,
    [WIZARD_NARROW]: { order: -1, flexBasis: '100%' },
  },
}));

/**
 * The frame of every wizard step: its title, heard as 'Step n of N: title' (focused by useWizard when the step changes),
 * the progress, and the step's form in the one {@link FormFrame}: its alerts and error summary, its
 * fields, and the button bar.
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
  unavailable,
  previous,
  error,
  alerts = [],
  onDismissAlert,
  attempt = 0,
  fieldErrors,
  outcome,
  aside,
  children,
}: WizardFrameProps) {
  const classes = useClasses(frameStyles);
  const unavailableId = useDomId();
  const Heading = `h${headingLevel}` as 'h2';

  const heading = (
    <Heading ref={headingRef} tabIndex={-1} className={classes.heading} part="step-heading">
      {/* The stepper above shows where the step is; a screen reader, landing on the heading, hears it here. */}
      <VisuallyHidden>{`Step ${current + 1} of ${steps.length}: `}</VisuallyHidden>
      {steps[current] ?? ''}
    </Heading>
  );
  const step = outcome ? (
    <>
      {heading}
      {outcome}
    </>
  ) : (
    // The error summary comes first under the progress, above the step's heading (DESIGN.md §3).
    <FormFrame
      formRef={formRef}
      onSubmit={onSubmit}
      attempt={attempt}
      fieldErrors={fieldErrors}
      message={error}
      // Above the step's heading, so at its level: the page's headings never skip one.
      headingLevel={headingLevel}
      notices={
        <>
          {heading}
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
        </>
      }
      actions={
        <>
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
              disabled={unavailable !== undefined}
              aria-describedby={unavailable !== undefined ? unavailableId : undefined}
            >
              {nextLabel}
            </Button>
          )}
          {showNext && unavailable !== undefined && (
            <p id={unavailableId} className={classes.unavailable}>
              {unavailable}
            </p>
          )}
        </>
      }
    >
      {children}
    </FormFrame>
  );
  return (
    <div className={classes.frame}>
      <Stepper steps={steps} current={current} label={progressLabel} />
      {aside ? (
        <div className={classes.columns}>
          <div>{step}</div>
          <div className={classes.aside}>{aside}</div>
        </div>
      ) : (
        step
      )}
    </div>
  );
}

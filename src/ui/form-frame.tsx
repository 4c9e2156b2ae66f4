import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Alert } from './alert';
import type { HeadingLevel } from './heading';
import { makeStyles, useClasses, useStyles } from './styles';
import { space, TAP_SIZE } from './tokens';

type FeedbackModule = typeof import('./form-feedback');
let feedbackModule: FeedbackModule | undefined;
let feedbackLoading: Promise<FeedbackModule> | undefined;

/** Fetches the summary (once; a failed download is tried again next time). */
function loadFeedback(): Promise<FeedbackModule> {
  feedbackLoading ??= import('./form-feedback').then(
    (module) => (feedbackModule = module),
    (error: unknown) => {
      feedbackLoading = undefined;
      throw error;
    },
  );
  return feedbackLoading;
}

const preloadFeedback = () => {
  loadFeedback().catch(() => undefined);
};

/**
 * A focus in the form is someone starting it once the page has had a person's key or press: not the
 * focus a dialog moves to its first field as it opens, nor a host script's, which would fetch the summary
 * before any interaction (issue 49: first paint is one request). Where the browser cannot tell, as before.
 */
const preloadOnPersonsFocus = () => {
  if (navigator.userActivation?.hasBeenActive ?? true) preloadFeedback();
};

/** The feedback module once `needed`; until it has arrived, nothing (the fields show their own messages). */
function useFeedback(needed: boolean): FeedbackModule | undefined {
  const [module, setModule] = useState(feedbackModule);
  useEffect(() => {
    if (needed && !module) loadFeedback().then(setModule, () => undefined);
  }, [needed, module]);
  return module;
}

/** Props of {@link FormFrame}. */
export interface FormFrameProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's submit (its default is prevented). */
  onSubmit: () => void;
  /**
   * Counts the tries that failed (a check or the server): each one shows the summary of `fieldErrors`
   * and moves focus to it, or to the alert of `message` when no field is named.
   */
  attempt: number;
  /** Field messages by control name; listed in the summary (page order) once the form has been tried. */
  fieldErrors?: Partial<Record<string, string | undefined>>;
  /** A failure of the form as a whole (the server named no field): one alert at the top. */
  message?: string;
  /** Level of the summary's heading. Defaults to 2. */
  headingLevel?: HeadingLevel;
  /** Shown before the summary inside the form, e.g. the form's heading and introduction. */
  intro?: ReactNode;
  /** Shown between the summary and the fields, e.g. dismissible alerts of the server. */
  notices?: ReactNode;
  /** The button bar. */
  actions?: ReactNode;
  className?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  /** For a form drawn into a host's light DOM (the login element's credentials): its slot. */
  slot?: string;
  autoComplete?: 'on' | 'off';
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}

const frameStyles = makeStyles(() => ({
  form: { display: 'flex', flexDirection: 'column', gap: space[4] },
}));

/**
 * The one frame of every form (the GOV.UK pattern): the form element, a failure of the whole form
 * as one alert at the top, the summary of the fields' messages (each linking to its field) after a
 * failed try with focus moved to it. The submit is never disabled for answers still to give: pressing
 * it checks them (DESIGN.md §6 A). The fields show their own messages (aria-invalid, aria-describedby)
 * once left or tried.
 */
export function FormFrame({
  formRef,
  onSubmit,
  attempt,
  fieldErrors = {},
  message,
  headingLevel = 2,
  intro,
  notices,
  actions,
  className,
  'aria-labelledby': labelledBy,
  'aria-label': label,
  slot,
  autoComplete,
  onKeyDown,
  children,
}: FormFrameProps) {
  const classes = useClasses(frameStyles);
  const { cx } = useStyles();
  const alertRef = useRef<HTMLDivElement>(null);
  const namesAField = Object.values(fieldErrors).some(Boolean);
  const feedback = useFeedback(attempt > 0 && namesAField);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves on each try, not on each edit.
  useEffect(() => {
    // The summary focuses itself; a failure that names no field moves focus to the alert.
    if (attempt > 0 && !namesAField) alertRef.current?.focus();
  }, [attempt]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form
      ref={formRef}
      className={cx(classes.form, className)}
      noValidate
      onSubmit={submit}
      aria-labelledby={labelledBy}
      aria-label={label}
      slot={slot}
      autoComplete={autoComplete}
      onKeyDown={(event) => {
        preloadFeedback();
        onKeyDown?.(event);
      }}
      // What a failure shows is fetched while the user is still typing: onFocus bubbles, as in React
      // (focusin; the tags' preact-react.ts maps it as compat does), so the form hears its first field. In
      // a field the page focused for them, their first key or press fetches it.
      onFocus={preloadOnPersonsFocus}
      onPointerDown={preloadFeedback}
      part="form"
    >
      {intro}
      {message && (
        <div ref={alertRef} tabIndex={-1}>
          <Alert variant="danger">{message}</Alert>
        </div>
      )}
      {attempt > 0 && feedback && (
        <feedback.FormSummary
          formRef={formRef}
          fieldErrors={fieldErrors}
          attempt={attempt}
          headingLevel={headingLevel}
        />
      )}
      {notices}
      {children}
      {actions && <FormActions>{actions}</FormActions>}
    </form>
  );
}

const actionStyles = makeStyles(() => ({
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: space[3],
    // A link beside the buttons is a target of its own: as tall as they are (44 px).
    '& > a': { display: 'inline-flex', alignItems: 'center', minHeight: TAP_SIZE },
  },
}));

/** The button bar of a form. */
function FormActions({ children }: { children: ReactNode }) {
  const classes = useClasses(actionStyles);
  return (
    <div className={classes.actions} part="actions">
      {children}
    </div>
  );
}

import {
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Alert } from './alert';
import { focusRing } from './base-styles';
import { PHONE } from './breakpoints';
import { useDomId } from './dom-id';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';
import type { HeadingLevel } from './heading';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, font, space, TAP_SIZE } from './tokens';

/** Why a form cannot be sent yet: a field's name and its message. */
export interface FormReason {
  name: string;
  message: string;
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
  /**
   * With a disabled submit: every reason it cannot be pressed, listed beside it in page order, each a
   * link to its field. The list's id is `reasonsId`, for the button's aria-describedby.
   */
  reasons?: readonly FormReason[];
  reasonsId?: string;
  className?: string;
  'aria-labelledby'?: string;
  /** For a form drawn into a host's light DOM (the login element's credentials): its slot. */
  slot?: string;
  autoComplete?: 'on' | 'off';
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}

const frameStyles = makeStyles(() => ({
  form: { display: 'flex', flexDirection: 'column', gap: space[4] },
  reasons: {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: space[1],
    fontFamily: font.family,
    fontSize: font.sizeSmall,
    lineHeight: font.lineHeight,
    color: color.text,
    // An empty list takes no room at the row's end.
    '&:empty': { display: 'none' },
    // On a phone the reasons come right under the full-width main action.
    [PHONE]: { order: -1, flexBasis: '100%' },
  },
  reasonLink: {
    color: color.danger,
    fontWeight: 600,
    textDecoration: 'underline',
    cursor: 'pointer',
    ...focusRing,
  },
}));

/** The form's control named `name`, if any. */
function fieldNamed(form: HTMLFormElement | null, name: string): HTMLElement | null {
  return form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) ?? null;
}

/** `items` in the order their fields come on the page; those without a field at the end. */
function inPageOrder<T extends { name: string }>(form: HTMLFormElement | null, items: readonly T[]): T[] {
  const placed = items.map((item) => ({ item, field: fieldNamed(form, item.name) }));
  return placed
    .sort((a, b) => {
      if (!a.field || !b.field) return a.field ? -1 : b.field ? 1 : 0;
      if (a.field === b.field) return 0;
      return a.field.compareDocumentPosition(b.field) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    })
    .map(({ item }) => item);
}

/** Moves focus to the field named `name` (a fragment link cannot reach into a shadow root). */
function focusField(event: MouseEvent<HTMLAnchorElement>, form: HTMLFormElement | null, name: string) {
  const field = fieldNamed(form, name);
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView?.({ block: 'center' });
  field.focus();
}

/**
 * The one frame of every form (the GOV.UK pattern): the form element, a failure of the whole form
 * as one alert at the top, the summary of the fields' messages (each linking to its field) after a
 * failed try with focus moved to it, and, beside a disabled submit, every reason in page order.
 * The fields show their own messages (aria-invalid, aria-describedby) once left or tried.
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
  reasons,
  reasonsId,
  className,
  'aria-labelledby': labelledBy,
  slot,
  autoComplete,
  onKeyDown,
  children,
}: FormFrameProps) {
  const classes = useClasses(frameStyles);
  const { cx } = useStyles();
  const ownReasonsId = useDomId();
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // The order of the page is known once the fields are there: sorted before paint.
  const [, setRendered] = useState(0);
  const errorKey = JSON.stringify([fieldErrors, reasons]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sorts when the messages change.
  useLayoutEffect(() => setRendered((count) => count + 1), [errorKey]);

  useEffect(() => {
    if (attempt === 0) return;
    // After the form's own effect, which focuses the first invalid field: the summary comes first.
    queueMicrotask(() => (summaryRef.current ?? alertRef.current)?.focus());
  }, [attempt]);

  const form = formRef.current;
  const summary: ErrorSummaryItem[] = inPageOrder(
    form,
    Object.entries(fieldErrors).flatMap(([name, text]) => (text ? [{ name, message: text }] : [])),
  ).map(({ name, message: text }) => ({ fieldId: fieldNamed(form, name)?.id ?? '', message: text }));
  const ordered = reasons ? inPageOrder(form, reasons) : undefined;

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
      slot={slot}
      autoComplete={autoComplete}
      onKeyDown={onKeyDown}
      part="form"
    >
      {intro}
      {message && (
        <div ref={alertRef} tabIndex={-1}>
          <Alert variant="danger">{message}</Alert>
        </div>
      )}
      {attempt > 0 && <ErrorSummary ref={summaryRef} errors={summary} headingLevel={headingLevel} />}
      {notices}
      {children}
      {(actions || ordered) && (
        <FormActions>
          {actions}
          {/* Always there with a disabled submit, so a reason that appears is announced. */}
          {ordered && (
            <ul id={reasonsId ?? ownReasonsId} className={classes.reasons} aria-live="polite" part="reasons">
              {ordered.map((reason) => (
                <li key={reason.name}>
                  <a
                    href={`#${fieldNamed(form, reason.name)?.id ?? ''}`}
                    className={classes.reasonLink}
                    onClick={(event) => focusField(event, form, reason.name)}
                  >
                    {reason.message}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </FormActions>
      )}
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

import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { focusRing, reset } from './base-styles';
import { useDomId } from './dom-id';
import { type HeadingLevel, headingTag } from './heading';
import { makeStyles, useClasses, useStyles } from './styles';
import { color, radius, space } from './tokens';

/** One error: the message and the id of the field it belongs to ('' for none: shown unlinked). */
export interface ErrorSummaryItem {
  fieldId: string;
  message: ReactNode;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  /** Defaults to 'There is a problem'. */
  title?: ReactNode;
  /** Defaults to 2. */
  headingLevel?: HeadingLevel;
  className?: string;
}

const summaryStyles = makeStyles(() => ({
  root: {
    ...reset,
    display: 'block',
    padding: space[4],
    border: `3px solid ${color.danger}`,
    borderRadius: radius,
    backgroundColor: color.background,
  },
  title: { ...reset, ...focusRing, display: 'block', fontWeight: 700, marginBottom: space[2] },
  list: {
    ...reset,
    display: 'flex',
    flexDirection: 'column',
    gap: space[1],
    listStyle: 'none',
  },
  item: { ...reset, display: 'block' },
  link: {
    ...reset,
    ...focusRing,
    display: 'inline',
    color: color.danger,
    fontWeight: 600,
    textDecoration: 'underline',
    cursor: 'pointer',
  },
}));

/**
 * Lists a form's errors, each linking to its field. The ref is the heading (tabIndex -1) so the form
 * can move focus to it after a failed submit. Renders nothing when there are no errors.
 */
export const ErrorSummary = forwardRef<HTMLHeadingElement, ErrorSummaryProps>(function ErrorSummary(
  { errors, title = 'There is a problem', headingLevel = 2, className },
  ref,
) {
  const classes = useClasses(summaryStyles);
  const { cx } = useStyles();
  const titleId = useDomId();
  if (errors.length === 0) return null;
  const Heading = headingTag(headingLevel);

  // Fragment links cannot reach into a shadow root and would rewrite the host page's URL: focus directly.
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const field = root.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView?.({ block: 'center' });
    field.focus();
  };

  return (
    <div role="alert" aria-labelledby={titleId} part="error-summary" className={cx(classes.root, className)}>
      <Heading ref={ref} id={titleId} tabIndex={-1} part="error-summary-title" className={classes.title}>
        {title}
      </Heading>
      <ul className={classes.list}>
        {errors.map((error, index) =>
          // An error that names no field on the page (a refusal of the whole step) is said, not linked.
          error.fieldId === '' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list for this render
            <li key={`none-${index}`} className={classes.item}>
              {error.message}
            </li>
          ) : (
            <li key={error.fieldId} className={classes.item}>
              <a
                href={`#${error.fieldId}`}
                part="error-summary-link"
                className={classes.link}
                onClick={(event) => focusField(event, error.fieldId)}
              >
                {error.message}
              </a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
});

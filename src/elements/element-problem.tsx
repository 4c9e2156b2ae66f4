import type { ReactNode } from 'react';
import { focusRing, reset } from '../ui/base-styles';
import { LOAD_FAILED_TEXT, LOAD_FAILED_TITLE } from '../ui/failure-boundary';
import { makeStyles, useClasses } from '../ui/styles';
import { color, font, radius, space, TAP_SIZE } from '../ui/tokens';

// The danger Alert's look in one small sheet: an element's one file carries this view whatever the tag
// draws, and the design system's Alert (every tone, an action slot) only where the tag itself shows one.
const styles = makeStyles(() => ({
  root: {
    ...reset,
    display: 'block',
    padding: `${space[3]} ${space[4]}`,
    borderRadius: radius,
    borderInlineStart: '4px solid currentColor',
    backgroundColor: color.dangerBg,
    color: color.danger,
  },
  title: { ...reset, display: 'block', fontWeight: 700, color: 'inherit' },
  retry: {
    ...reset,
    ...focusRing,
    display: 'block',
    marginBlockStart: space[3],
    minHeight: TAP_SIZE,
    padding: `${space[2]} ${space[5]}`,
    border: `2px solid ${color.primaryStrong}`,
    borderRadius: radius,
    backgroundColor: color.background,
    color: color.primaryStrong,
    fontSize: font.size,
    fontWeight: 600,
    cursor: 'pointer',
  },
}));

/**
 * What an element shows instead of its content when it cannot start (its attributes) or a part of it
 * failed (a chunk that did not download): an alert with a title, what to do, and Try again when a retry
 * can help.
 */
export function ElementProblem({
  title,
  children,
  onRetry,
}: {
  title: string;
  children: ReactNode;
  onRetry?: (() => void) | undefined;
}) {
  const classes = useClasses(styles);
  return (
    <div role="alert" part="alert" className={classes.root}>
      <strong part="alert-title" className={classes.title}>
        {title}
      </strong>
      {children}
      {onRetry && (
        <button type="button" className={classes.retry} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/**
 * In place of a part of the element that failed to load or render (the tag's boundary's fallback, and
 * rate-us's Send whose code did not come): what happened, what to do, and Try again.
 */
export const loadFailedProblem = (retry: () => void) => (
  <ElementProblem title={LOAD_FAILED_TITLE} onRetry={retry}>
    {LOAD_FAILED_TEXT}
  </ElementProblem>
);

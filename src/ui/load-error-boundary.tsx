import { Alert } from './alert';
import { focusRing, reset } from './base-styles';
import {
  FailureBoundary,
  type FailureBoundaryProps,
  LOAD_FAILED_TEXT,
  LOAD_FAILED_TITLE,
} from './failure-boundary';
import { makeStyles, useClasses } from './styles';
import { color, font, radius, space, TAP_SIZE } from './tokens';

export { LOAD_FAILED_TITLE };

// A plain button rather than Button: every widget carries this boundary, and Button's busy state and
// variants would add a kilobyte to tags that have no other button.
const styles = makeStyles(() => ({
  button: {
    ...reset,
    ...focusRing,
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

/** The message a failed part shows: what happened, what to do, and Try again. */
export function LoadFailed({
  onRetry,
  title = LOAD_FAILED_TITLE,
}: {
  onRetry: () => void;
  /** null when a heading above already says it. */
  title?: string | null;
}) {
  const classes = useClasses(styles);
  return (
    <Alert variant="danger" title={title}>
      {LOAD_FAILED_TEXT}
      <div>
        <button type="button" className={classes.button} onClick={onRetry}>
          Try again
        </button>
      </div>
    </Alert>
  );
}

export type LoadErrorBoundaryProps = Omit<FailureBoundaryProps, 'fallback'> & {
  /** What to show instead of the content; defaults to {@link LoadFailed}. */
  fallback?: FailureBoundaryProps['fallback'];
};

const loadFailed = (retry: () => void) => <LoadFailed onRetry={retry} />;

/**
 * Keeps a failure in one part of the page (a chunk that did not download, a render that threw) in that
 * part: it shows a short message with Try again instead of an empty area, and the rest of the page,
 * with whatever the user typed there, stays as it is.
 */
export function LoadErrorBoundary({ fallback = loadFailed, ...rest }: LoadErrorBoundaryProps) {
  return <FailureBoundary {...rest} fallback={fallback} />;
}

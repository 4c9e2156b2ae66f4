import { Component, type ReactNode } from 'react';
import { Alert } from './alert';
import { focusRing, reset } from './base-styles';
import { makeStyles, useClasses } from './styles';
import { color, font, radius, space, TAP_SIZE } from './tokens';

export const LOAD_FAILED_TITLE = 'This part of the page could not be shown.';
export const LOAD_FAILED_TEXT = 'Check your connection, then try again.';

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

export interface LoadErrorBoundaryProps {
  children?: ReactNode;
  /**
   * Runs on Try again before the content renders afresh, with what failed: e.g. `retryFailedLoads`,
   * or a full reload when a deploy has moved the chunk on.
   */
  onRetry?: (error: unknown) => unknown;
  /** What to show instead of the content; defaults to {@link LoadFailed}. */
  fallback?: (retry: () => void) => ReactNode;
  /** A change (e.g. the route's path) clears the failure: the user has moved on to other content. */
  resetKey?: string;
}

type State = { failure: { error: unknown } | null };

/**
 * Keeps a failure in one part of the page (a chunk that did not download, a render that threw) in that
 * part: it shows a short message with Try again instead of an empty area, and the rest of the page,
 * with whatever the user typed there, stays as it is.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: { error } };
  }

  override componentDidUpdate(previous: LoadErrorBoundaryProps) {
    if (this.state.failure && previous.resetKey !== this.props.resetKey) this.setState({ failure: null });
  }

  retry = async () => {
    await this.props.onRetry?.(this.state.failure?.error);
    this.setState({ failure: null });
  };

  override render() {
    const { fallback = (retry) => <LoadFailed onRetry={retry} />, children } = this.props;
    return this.state.failure ? fallback(this.retry) : children;
  }
}

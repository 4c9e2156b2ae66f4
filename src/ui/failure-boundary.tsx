import { Component, type ReactNode } from 'react';

export const LOAD_FAILED_TITLE = 'This part of the page could not be shown.';
export const LOAD_FAILED_TEXT = 'Check your connection, then try again.';

export interface FailureBoundaryProps {
  children?: ReactNode;
  /**
   * Runs on Try again before the content renders afresh, with what failed: e.g. `retryFailedLoads`,
   * or a full reload when a deploy has moved the chunk on.
   */
  onRetry?: (error: unknown) => unknown;
  /** What to show instead of the content, given the retry to offer. */
  fallback: (retry: () => void) => ReactNode;
}

type State = { failure: { error: unknown } | null };

/**
 * Keeps a failure in one part of the page (a chunk that did not download, a render that threw) in that
 * part: it shows `fallback` instead of an empty area, and the rest of the page, with whatever the user
 * typed there, stays as it is. Without a view of its own, so that an element's one file carries only
 * the one it passes (LoadErrorBoundary adds the design system's).
 */
export class FailureBoundary extends Component<FailureBoundaryProps, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: { error } };
  }

  retry = async () => {
    await this.props.onRetry?.(this.state.failure?.error);
    this.setState({ failure: null });
  };

  override render() {
    return this.state.failure ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** Props of {@link ResettingFailureBoundary}. */
export interface ResettingFailureBoundaryProps extends FailureBoundaryProps {
  /** A change (e.g. the route's path) clears the failure: the user has moved on to other content. */
  resetKey: string;
}

/** A {@link FailureBoundary} whose failure a new `resetKey` clears: the portal's pages, by their path. */
export class ResettingFailureBoundary extends FailureBoundary {
  declare props: ResettingFailureBoundaryProps;

  override componentDidUpdate(previous: ResettingFailureBoundaryProps) {
    if (this.state.failure && previous.resetKey !== this.props.resetKey) this.setState({ failure: null });
  }
}

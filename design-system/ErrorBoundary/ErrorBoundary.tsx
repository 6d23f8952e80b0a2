import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';

export interface ErrorBoundaryProps {
  /** The screen it guards. */
  children: ReactNode;
  /**
   * What is shown, e.g. the route's path: when it changes, a failed screen is tried afresh, so
   * moving on through the sidebar leaves the failure behind.
   */
  resetKey?: unknown;
  /** Receives what the screen threw, e.g. to log it. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** The headline. */
  title?: ReactNode;
  /** The explanatory line. */
  description?: ReactNode;
  /** The retry button's label. */
  retryLabel?: string;
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
  /** Counts retries: a retry draws the screen anew, with none of the state that failed. */
  attempt: number;
}

const Panel = styled.div`
  border: 1px solid var(--tck-color-border);
  border-left: 4px solid var(--tck-color-warning);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);

  & svg {
    color: var(--tck-color-warning);
  }
`;

const WarningIcon = () => (
  <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" fill="none">
    <path d="M24 6L3 42h42L24 6z" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
    <path d="M24 19v11" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    <circle cx="24" cy="36" r="2" fill="currentColor" />
  </svg>
);

/**
 * Keeps a failure of one screen inside it: what the screen threw while drawing shows as
 * 'Something went wrong' with a retry, and everything around it (the console's sidebar and top
 * bar) stays usable.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey, attempt: 0 };

  /** A render of the screen threw: show the failure instead. */
  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  /** Another screen is shown: try it, whatever the previous one did. */
  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => {
    this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
  };

  override render() {
    const {
      children,
      title = 'Something went wrong',
      description = 'This page stopped working. The rest of the console still works: try again, or go on to another page.',
      retryLabel = 'Try again',
    } = this.props;
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{children}</Fragment>;
    return (
      <Panel data-component="ErrorBoundary">
        <EmptyState
          role="alert"
          icon={<WarningIcon />}
          title={title}
          description={description}
          action={
            <Button variant="secondary" onClick={this.retry}>
              {retryLabel}
            </Button>
          }
        />
      </Panel>
    );
  }
}

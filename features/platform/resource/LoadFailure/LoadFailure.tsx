import { apiFailure } from '@api';
import { Button, EmptyState, Icon, PermissionDenied } from '@ds';

export interface LoadFailureProps {
  /** What the failed query threw. */
  error: unknown;
  /** Runs the query again. */
  onRetry: () => void;
  /** What could not be loaded, e.g. 'the departments'. */
  what?: string;
}

/** Why a screen could not load its data: no permission, not found, network or server failure. */
export function LoadFailure({ error, onRetry, what = 'this page' }: LoadFailureProps) {
  const failure = apiFailure(error);
  const retry = (
    <Button variant="secondary" onClick={onRetry}>
      Try again
    </Button>
  );
  switch (failure.kind) {
    case 'forbidden':
      return <PermissionDenied />;
    case 'not-found':
      return (
        <EmptyState
          role="alert"
          title="Not Found"
          description={failure.message ?? `We could not find ${what}.`}
        />
      );
    case 'network':
      return (
        <EmptyState
          role="alert"
          icon={<Icon name="fa-wifi" size="lg" />}
          title="Oops.."
          description="There is some problem in your network!"
          action={retry}
        />
      );
    default:
      return (
        <EmptyState
          role="alert"
          icon={<Icon name="fa-exclamation-triangle" size="lg" />}
          title={`We could not load ${what}.`}
          description={failure.message ?? 'Something went wrong on the server. Please try again.'}
          action={retry}
        />
      );
  }
}

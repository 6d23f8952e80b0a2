import { ApiResponseError } from '@api';
import { Button, EmptyState } from '@ds';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useTexts } from '../texts/useTexts';

/**
 * A portal screen's heading (its one h1); in a row, it wraps before pushing the row wider, and a
 * word longer than the screen is wide (large text) breaks.
 */
export const ScreenTitle = styled.h1`
  min-width: 0;
  margin: 0;
  overflow-wrap: break-word;
  font-size: var(--tck-font-size-xl);
  line-height: var(--tck-line-height-tight);
`;

/**
 * A portal screen's parts, one under another; `data-narrow` keeps a form readable on a desktop.
 * The column is the screen's width, never its longest word's: a word that does not fit wraps.
 */
export const ScreenStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--tck-space-4);

  &[data-narrow='true'] {
    max-width: 28rem;
    margin: 0 auto;
  }
`;

// Shown only without network, from the parts the service worker keeps: not in the home's download.
const OfflineState = lazy(() =>
  import('./OfflineState').then((m) => ({ default: m.OfflineState })),
);

export interface RetryStateProps {
  /** Tries again: refetches the page or repeats the request. */
  onRetry: () => void;
  /** What failed; a failure with no answer at all (no network) shows the offline state. */
  error?: unknown;
  /** Whether a try is under way: Try again shows it busy. */
  retrying?: boolean;
}

/**
 * A page or request that failed: the message and 'Try again'; without network (no answer came),
 * the offline state, which also tries again once the network is back.
 */
export function RetryState({ onRetry, error, retrying }: RetryStateProps) {
  const texts = useTexts();
  if (error !== undefined && error !== null && !(error instanceof ApiResponseError)) {
    return (
      <Suspense>
        <OfflineState onRetry={onRetry} retrying={retrying} />
      </Suspense>
    );
  }
  return (
    <EmptyState
      role="alert"
      title={texts.loadFailed}
      action={
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {texts.retry}
        </Button>
      }
    />
  );
}

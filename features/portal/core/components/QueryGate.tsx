import { Spinner } from '@ds';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTexts } from '../texts/useTexts';
import { RetryState } from './ScreenParts';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: var(--tck-space-6) var(--tck-space-4);
`;

/** The part of a query a screen shows the states of. */
export interface GatedQuery {
  isPending: boolean;
  isError: boolean;
  /** What failed: no answer at all (no network) shows the offline state. */
  error?: unknown;
  /** Whether it is asking again. */
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface QueryGateProps {
  /** The query (or the first of several) the content needs. */
  query: GatedQuery;
  /** The content, once the data is there. */
  children: ReactNode;
  /** What the spinner says while loading. */
  loadingLabel?: string;
}

/**
 * The loading and failed states of a portal screen: a spinner, then the content, or a message
 * with 'Try again' (a server's failure) or the offline state (no network); the 401s are the
 * shell's.
 */
export function QueryGate({ query, children, loadingLabel }: QueryGateProps) {
  const texts = useTexts();
  if (query.isPending) {
    return (
      <Centre>
        <Spinner label={loadingLabel ?? texts.loading} />
      </Centre>
    );
  }
  if (query.isError) {
    return (
      <RetryState
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children;
}

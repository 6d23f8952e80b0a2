import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';

export interface ChunkLoadErrorProps {
  /** Loads the failed part again. */
  onRetry: () => void;
  /** The headline. */
  title?: ReactNode;
  /** The explanatory line. */
  description?: ReactNode;
  /** The retry button's label. */
  retryLabel?: string;
  /** Shows the retry button as busy while the part reloads. */
  retrying?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--tck-space-2);
  padding: var(--tck-space-6) var(--tck-space-4);
  border: 1px dashed var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  text-align: center;

  & > svg {
    color: var(--tck-color-warning);
  }
`;

const Title = styled.p`
  margin: 0;
  font-size: var(--tck-font-size-lg);
  font-weight: var(--tck-font-weight-semibold);
`;

const Description = styled.p`
  max-width: 32rem;
  margin: 0 0 var(--tck-space-3);
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

const CloudOffIcon = () => (
  <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" fill="none">
    <path
      d="M12 30h17a7 7 0 001-13.9A10 10 0 0011 15a7.5 7.5 0 001 15z"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
    <path d="M5 5l30 30" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

/** The recovery state when part of a screen fails to load: 'Loading chunk failed' and Retry. */
export function ChunkLoadError({
  onRetry,
  title = 'Loading chunk failed',
  description = 'Part of this screen could not be loaded. Check your connection and try again.',
  retryLabel = 'Retry',
  retrying = false,
}: ChunkLoadErrorProps) {
  return (
    <Root data-component="ChunkLoadError" role="alert">
      <CloudOffIcon />
      <Title>{title}</Title>
      <Description>{description}</Description>
      <Button onClick={onRetry} loading={retrying}>
        {retryLabel}
      </Button>
    </Root>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner';

export interface LoadingOverlayProps {
  /** Covers the content while true. */
  loading: boolean;
  /** The text beside the spinner, also announced, e.g. 'Saving…'. */
  label?: string;
  /** The content being covered, e.g. a form. */
  children: ReactNode;
}

const Container = styled.div`
  position: relative;
  min-height: 4rem;
`;

const Content = styled.div`
  &[inert] {
    user-select: none;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: var(--tck-z-index-overlay);
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--tck-space-2);
  border-radius: inherit;
  /* The surface colour, translucent, so the content stays faintly visible behind. */
  background: color-mix(in srgb, var(--tck-color-surface) 80%, transparent);
  color: var(--tck-color-primary);
  font-size: var(--tck-font-size-lg);
`;

const Text = styled.span`
  color: var(--tck-color-text);
  font-size: var(--tck-font-size-sm);
  font-weight: var(--tck-font-weight-semibold);
`;

/** Covers its content with a spinner and a label while work runs (e.g. while saving). */
export function LoadingOverlay({ loading, label = 'Loading…', children }: LoadingOverlayProps) {
  return (
    <Container data-component="LoadingOverlay" aria-busy={loading}>
      {/* Inert while busy: no clicks or keyboard focus reach a form that is being saved. */}
      <Content inert={loading}>{children}</Content>
      {loading && (
        <Overlay role="status">
          <Spinner />
          <Text>{label}</Text>
        </Overlay>
      )}
    </Container>
  );
}

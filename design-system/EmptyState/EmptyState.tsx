import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** A decorative icon above the title; defaults to an empty tray, `null` shows none. */
  icon?: ReactNode;
  /** The headline, e.g. 'No data found!'. */
  title: ReactNode;
  /** A line explaining why, or what to do next. */
  description?: ReactNode;
  /** A call to action, e.g. a 'Create report' button. */
  action?: ReactNode;
  /** The heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Wraps the content in `role="alert"` or `"status"` when it appears in response to an action. */
  role?: 'alert' | 'status';
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--tck-space-2);
  padding: var(--tck-space-6) var(--tck-space-4);
  text-align: center;
  color: var(--tck-color-text);
`;

const IconSlot = styled.div`
  display: inline-flex;
  margin-bottom: var(--tck-space-2);
  color: var(--tck-color-text-muted);
  font-size: 3rem;
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--tck-font-size-lg);
  font-weight: var(--tck-font-weight-semibold);
  line-height: var(--tck-line-height-tight);
`;

const Description = styled.p`
  max-width: 36rem;
  margin: 0;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--tck-space-2);
  margin-top: var(--tck-space-3);
`;

const TrayIcon = () => (
  <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" fill="none">
    <path
      d="M6 28l6-16h24l6 16v10a2 2 0 01-2 2H8a2 2 0 01-2-2z"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
    <path
      d="M6 28h11l2 4h10l2-4h11"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  </svg>
);

/** What a screen shows when there is nothing to show: icon, title, explanation and an action. */
export function EmptyState({
  icon = <TrayIcon />,
  title,
  description,
  action,
  headingLevel = 2,
  role,
}: EmptyStateProps) {
  return (
    <Root data-component="EmptyState" role={role}>
      {icon !== null && <IconSlot aria-hidden="true">{icon}</IconSlot>}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description !== undefined && <Description>{description}</Description>}
      {action !== undefined && <Action>{action}</Action>}
    </Root>
  );
}

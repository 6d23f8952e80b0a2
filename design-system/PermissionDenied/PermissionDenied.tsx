import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../EmptyState';

export interface PermissionDeniedProps {
  /** The headline. */
  title?: ReactNode;
  /** The explanatory line. */
  description?: ReactNode;
  /** An optional way out, e.g. a link back to the dashboard. */
  action?: ReactNode;
  /** The heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

const Panel = styled.div`
  border: 1px solid var(--tck-color-border);
  border-left: 4px solid var(--tck-color-danger);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);

  & svg {
    color: var(--tck-color-danger);
  }
`;

const LockIcon = () => (
  <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" fill="none">
    <rect x="10" y="21" width="28" height="21" rx="3" stroke="currentColor" strokeWidth="3" />
    <path d="M16 21v-6a8 8 0 0116 0v6" stroke="currentColor" strokeWidth="3" />
    <circle cx="24" cy="31" r="3" fill="currentColor" />
  </svg>
);

/** Shown instead of a list or screen when the server answers 403: 'Permission denied!'. */
export function PermissionDenied({
  title = 'Permission denied!',
  description = 'You do not have permission to view this content. Ask an administrator for access.',
  action,
  headingLevel = 2,
}: PermissionDeniedProps) {
  return (
    <Panel data-component="PermissionDenied">
      <EmptyState
        icon={<LockIcon />}
        title={title}
        description={description}
        action={action}
        headingLevel={headingLevel}
      />
    </Panel>
  );
}

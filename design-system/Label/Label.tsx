import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The colour of a status label (the report builder's label classes). */
export type LabelTone = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

export interface LabelProps {
  /** The status text, e.g. 'Active'. */
  children: ReactNode;
  /** The colour; every tone's text meets WCAG AA on its background. */
  tone?: LabelTone;
}

const Tag = styled.span`
  --label-bg: var(--tck-color-secondary);
  --label-fg: var(--tck-color-secondary-text);

  display: inline-flex;
  align-items: center;
  padding: 0.125rem var(--tck-space-2);
  border-radius: var(--tck-radius-sm);
  background: var(--label-bg);
  color: var(--label-fg);
  font-size: var(--tck-font-size-xs);
  font-weight: var(--tck-font-weight-semibold);
  line-height: var(--tck-line-height-normal);
  white-space: nowrap;

  &[data-tone='primary'] {
    --label-bg: var(--tck-color-primary);
    --label-fg: var(--tck-color-primary-text);
  }
  &[data-tone='success'] {
    --label-bg: var(--tck-color-success);
    --label-fg: var(--tck-color-surface);
  }
  &[data-tone='info'] {
    --label-bg: var(--tck-color-info);
    --label-fg: var(--tck-color-surface);
  }
  &[data-tone='warning'] {
    --label-bg: var(--tck-color-warning);
    --label-fg: var(--tck-color-surface);
  }
  &[data-tone='danger'] {
    --label-bg: var(--tck-color-danger);
    --label-fg: var(--tck-color-danger-text);
  }
`;

/** A status tag, e.g. 'Active' in success or 'Failed' in danger. */
export function Label({ children, tone = 'default' }: LabelProps) {
  return (
    <Tag data-component="Label" data-tone={tone}>
      {children}
    </Tag>
  );
}

import styled from 'styled-components';

/** The colour of a badge or label. */
export type BadgeTone = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

export interface BadgeProps {
  /** The number to show. */
  count: number;
  /** Above this the badge shows 'max+', e.g. '99+'. */
  max?: number;
  /** Hides the badge when the count is 0 (e.g. the notification bell once everything is seen). */
  hideZero?: boolean;
  /** The colour; every tone's text meets WCAG AA on its background. */
  tone?: BadgeTone;
  /** What the number counts, read by screen readers instead of the bare number, e.g. '3 unread notifications'. */
  label?: string;
}

const Pill = styled.span`
  --badge-bg: var(--tck-color-secondary);
  --badge-fg: var(--tck-color-secondary-text);

  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.375rem;
  border-radius: var(--tck-radius-pill);
  background: var(--badge-bg);
  color: var(--badge-fg);
  font-size: var(--tck-font-size-xs);
  font-weight: var(--tck-font-weight-bold);
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-tone='primary'] {
    --badge-bg: var(--tck-color-primary);
    --badge-fg: var(--tck-color-primary-text);
  }
  &[data-tone='success'] {
    --badge-bg: var(--tck-color-success);
    --badge-fg: var(--tck-color-surface);
  }
  &[data-tone='info'] {
    --badge-bg: var(--tck-color-info);
    --badge-fg: var(--tck-color-surface);
  }
  &[data-tone='warning'] {
    --badge-bg: var(--tck-color-warning);
    --badge-fg: var(--tck-color-surface);
  }
  &[data-tone='danger'] {
    --badge-bg: var(--tck-color-danger);
    --badge-fg: var(--tck-color-danger-text);
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A count pill, e.g. the unseen-notification count on the bell. */
export function Badge({ count, max = 99, hideZero = false, tone = 'default', label }: BadgeProps) {
  if (hideZero && count === 0) return null;
  const text = count > max ? `${max}+` : String(count);
  return (
    <Pill data-component="Badge" data-tone={tone}>
      {label === undefined ? (
        text
      ) : (
        <>
          <span aria-hidden="true">{text}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      )}
    </Pill>
  );
}

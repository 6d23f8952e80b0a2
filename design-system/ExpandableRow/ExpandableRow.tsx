import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface ExpandableRowProps {
  /** What the row shows while closed, e.g. the ticket number and date; it is the toggle's name. */
  summary: ReactNode;
  /** Extra text at the end of the summary line, e.g. a status or date. */
  meta?: ReactNode;
  /** The details revealed when open. */
  children: ReactNode;
  /** Whether the row is open (controlled). */
  expanded?: boolean;
  /** Whether the row starts open when uncontrolled. */
  defaultExpanded?: boolean;
  /** Called with the new open state when the user toggles the row. */
  onExpandedChange?: (expanded: boolean) => void;
}

const Root = styled.div`
  border-bottom: 1px solid var(--tck-color-border);
  background: var(--tck-color-surface);
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: var(--tck-space-3);
  width: 100%;
  min-height: 44px;
  padding: var(--tck-space-2) var(--tck-space-4);
  border: 0;
  background: transparent;
  color: var(--tck-color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;

  & > svg {
    flex: none;
    transition: transform var(--tck-motion-fast) var(--tck-motion-easing);
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const Summary = styled.span`
  flex: 1;
  min-width: 0;
  font-weight: var(--tck-font-weight-semibold);
`;

const Meta = styled.span`
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

const Details = styled.div`
  padding: 0 var(--tck-space-4) var(--tck-space-4);
  font-size: var(--tck-font-size-sm);
`;

const Chevron = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
    <path d="M2 5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** A list row whose summary is a disclosure button revealing its details. */
export function ExpandableRow({
  summary,
  meta,
  children,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
}: ExpandableRowProps) {
  const [internal, setInternal] = useState(defaultExpanded);
  const open = expanded ?? internal;
  const detailsId = useId();
  return (
    <Root data-component="ExpandableRow">
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => {
          if (expanded === undefined) setInternal(!open);
          onExpandedChange?.(!open);
        }}
      >
        <Summary>{summary}</Summary>
        {meta === undefined ? null : <Meta>{meta}</Meta>}
        <Chevron />
      </Toggle>
      <Details id={detailsId} hidden={!open}>
        {children}
      </Details>
    </Root>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface SeeMoreProps {
  /** The text to clamp. */
  children: ReactNode;
  /** How many lines show while clamped. */
  lines?: number;
  /** Whether it starts expanded. */
  defaultExpanded?: boolean;
  /** Button texts, for translation. */
  labels?: { more?: string; less?: string };
}

const Text = styled.div`
  white-space: pre-line;

  &[data-clamped='true'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: var(--see-more-lines);
    overflow: hidden;
  }
`;

const Toggle = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--tck-color-primary);
  font: inherit;
  font-weight: var(--tck-font-weight-semibold);
  cursor: pointer;
`;

/** Text clamped to a few lines with a 'See more' / 'See less' toggle, shown only when needed. */
export function SeeMore({ children, lines = 3, defaultExpanded = false, labels }: SeeMoreProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [overflows, setOverflows] = useState(false);
  const textRef = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const node = textRef.current;
    if (!node) return;
    // Measured while clamped: the toggle is needed only if the clamp hides something.
    const observer = new ResizeObserver(() => {
      if (node.dataset.clamped === 'true') setOverflows(node.scrollHeight > node.clientHeight + 1);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div data-component="SeeMore">
      <Text ref={textRef} id={id} data-clamped={!expanded} style={{ '--see-more-lines': lines }}>
        {children}
      </Text>
      {overflows || expanded ? (
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? (labels?.less ?? 'See less') : (labels?.more ?? 'See more')}
        </Toggle>
      ) : null}
    </div>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

/** The kind of message a toast carries. */
export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastProps {
  /** The kind of message: its icon, colour and, for errors, an assertive announcement. */
  tone: ToastTone;
  /** A bold first line. */
  title?: ReactNode;
  /** The message. */
  message: ReactNode;
  /** Milliseconds until it closes itself; 0 or Infinity keeps it until closed. */
  duration: number;
  /** Called by the close button and when the time is up. */
  onClose: () => void;
}

const Item = styled.div`
  --toast-accent: var(--tck-color-info);

  display: flex;
  align-items: flex-start;
  gap: var(--tck-space-3);
  width: 100%;
  padding: var(--tck-space-3) var(--tck-space-3) var(--tck-space-3) var(--tck-space-4);
  border: 1px solid var(--tck-color-border);
  border-left: 4px solid var(--toast-accent);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  box-shadow: var(--tck-shadow-md);
  pointer-events: auto;

  &[data-tone='success'] {
    --toast-accent: var(--tck-color-success);
  }
  &[data-tone='error'] {
    --toast-accent: var(--tck-color-danger);
  }
  &[data-tone='warning'] {
    --toast-accent: var(--tck-color-warning);
  }

  & > svg {
    flex: none;
    margin-top: 2px;
    color: var(--toast-accent);
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  font-size: var(--tck-font-size-sm);
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0 0 var(--tck-space-1);
  font-weight: var(--tck-font-weight-semibold);
`;

const Message = styled.p`
  margin: 0;
`;

const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  border: 0;
  border-radius: var(--tck-radius-sm);
  background: transparent;
  color: var(--tck-color-text-muted);
  cursor: pointer;

  &:hover {
    background: var(--tck-color-secondary);
    color: var(--tck-color-text);
  }
`;

const glyphs: Record<ToastTone, ReactNode> = {
  success: <path d="M6 10.5l3 3 5-6.5" />,
  error: <path d="M7 7l6 6M13 7l-6 6" />,
  warning: <path d="M10 5.5v5.5M10 14.5v.01" />,
  info: <path d="M10 9v5.5M10 5.5v.01" />,
};

const ToneIcon = ({ tone }: { tone: ToastTone }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 20 20"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <circle cx="10" cy="10" r="9" strokeWidth="1.75" />
    {glyphs[tone]}
  </svg>
);

/** One toast: closes itself after `duration`, but waits while hovered or focused. */
export function Toast({ tone, title, message, duration, onClose }: ToastProps) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const remaining = useRef(duration);
  const startedAt = useRef(0);
  // Hovered or focused: a pointer that arrives before the countdown has started holds it too.
  const held = useRef(false);
  const timed = Number.isFinite(duration) && duration > 0;

  const pause = () => {
    held.current = true;
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current -= Date.now() - startedAt.current;
  };
  const resume = () => {
    held.current = false;
    if (!timed || timer.current !== undefined) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => onCloseRef.current(), Math.max(0, remaining.current));
  };

  useEffect(() => {
    if (!timed) return;
    remaining.current = duration;
    if (!held.current) {
      startedAt.current = Date.now();
      timer.current = setTimeout(() => onCloseRef.current(), duration);
    }
    return () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [duration, timed]);

  return (
    <Item
      data-component="Toast"
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resume();
      }}
    >
      <ToneIcon tone={tone} />
      <Text>
        {title !== undefined && <Title>{title}</Title>}
        <Message>{message}</Message>
      </Text>
      <CloseButton type="button" aria-label="Close" onClick={() => onCloseRef.current()}>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </CloseButton>
    </Item>
  );
}

import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_COUNTDOWN_SECONDS, formatClock, tick } from './model';

export interface CountdownProps {
  /** Seconds to count down from. Change the component's `key` to restart it. */
  seconds?: number;
  /** Whether the clock ticks; false pauses (or pins it in stories). */
  running?: boolean;
  /** Called when the running clock reaches 00:00. */
  onDone?: () => void;
  /** Accessible name of the timer, e.g. 'Resend code in'. */
  label?: string;
}

const Clock = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: var(--tck-font-weight-semibold);
`;

/** A seconds countdown shown as 00:SS (59 s by default) that reports when it is done. */
export function Countdown({
  seconds = DEFAULT_COUNTDOWN_SECONDS,
  running = true,
  onDone,
  label = 'Time remaining',
}: CountdownProps) {
  const [remaining, setRemaining] = useState(seconds);
  // The latest callback, so a new function from the parent does not restart the interval.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!running) return;
    if (remaining <= 0) {
      onDoneRef.current?.();
      return;
    }
    const timer = setInterval(() => setRemaining(tick), 1000);
    return () => clearInterval(timer);
  }, [running, remaining]);

  return (
    <Clock role="timer" aria-label={label} data-component="Countdown">
      {formatClock(remaining)}
    </Clock>
  );
}

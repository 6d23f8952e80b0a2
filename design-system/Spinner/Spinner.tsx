import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

// Work in progress is the one motion kept with reduced motion, slower: a still ring would not say it.
const Ring = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: -0.125em;

  @media (prefers-reduced-motion: reduce) {
    animation: ${spin} 1.4s linear infinite !important;
  }
`;

export interface SpinnerProps {
  /** Text read by screen readers; omit when the spinner sits inside a labelled busy control. */
  label?: string;
}

/** An indeterminate progress indicator that inherits the text colour and size. */
export function Spinner({ label }: SpinnerProps) {
  return label === undefined ? (
    <Ring data-component="Spinner" aria-hidden="true" />
  ) : (
    <Ring data-component="Spinner" role="status" aria-label={label} />
  );
}

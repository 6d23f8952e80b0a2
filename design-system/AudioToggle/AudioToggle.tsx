import styled from 'styled-components';

export interface AudioToggleProps {
  /** Whether the audio prompt is playing (the button reads as pressed). */
  playing: boolean;
  /** Called with the wished state: true to play, false to mute. */
  onToggle: (playing: boolean) => void;
  /** Accessible name; it stays the same while aria-pressed tells the state. */
  label?: string;
  /** Visible state texts under the icon, for translation; omit to show the icon only. */
  stateLabels?: { playing: string; muted: string };
}

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--tck-space-2);
  min-width: 44px;
  min-height: 44px;
  padding: 0 var(--tck-space-3);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-pill);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  font: inherit;
  font-size: var(--tck-font-size-sm);
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: var(--tck-color-primary);
    background: var(--tck-color-primary);
    color: var(--tck-color-primary-text);
  }
`;

const SpeakerOn = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <path d="M3 7h3l4-4v14l-4-4H3z" fill="currentColor" />
    <path
      d="M13 6.5a5 5 0 0 1 0 7M15.5 4a8.5 8.5 0 0 1 0 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    />
  </svg>
);

const SpeakerOff = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <path d="M3 7h3l4-4v14l-4-4H3z" fill="currentColor" />
    <path d="M13 7l5 6m0-6l-5 6" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

/** The portal's play / mute toggle for audio prompts. */
export function AudioToggle({
  playing,
  onToggle,
  label = 'Play audio',
  stateLabels,
}: AudioToggleProps) {
  return (
    <Root
      type="button"
      aria-pressed={playing}
      aria-label={stateLabels ? undefined : label}
      data-component="AudioToggle"
      onClick={() => onToggle(!playing)}
    >
      {playing ? <SpeakerOn /> : <SpeakerOff />}
      {stateLabels ? (playing ? stateLabels.playing : stateLabels.muted) : null}
    </Root>
  );
}

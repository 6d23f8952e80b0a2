import styled from 'styled-components';
import { Button } from '../Button';

export interface InstallPromptProps {
  /** The invitation, e.g. 'Add this portal to your home screen.' */
  message: string;
  /** Called when the user accepts (the app shows the browser's install prompt). */
  onInstall: () => void;
  /** Called when the user dismisses it (the app remembers and stops showing it). */
  onDismiss: () => void;
  /** Texts, for translation. */
  labels?: { install?: string; dismiss?: string; region?: string };
}

const Root = styled.aside`
  display: flex;
  align-items: center;
  gap: var(--tck-space-3);
  padding: var(--tck-space-3) var(--tck-space-2) var(--tck-space-3) var(--tck-space-4);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  box-shadow: var(--tck-shadow-md);
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
  font-size: var(--tck-font-size-sm);
`;

const Dismiss = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: var(--tck-radius-pill);
  background: transparent;
  color: var(--tck-color-text-muted);
  cursor: pointer;

  &:hover {
    background: var(--tck-color-secondary);
  }
`;

/** A banner inviting the user to add the portal to the home screen. */
export function InstallPrompt({ message, onInstall, onDismiss, labels = {} }: InstallPromptProps) {
  return (
    <Root aria-label={labels.region ?? 'Install app'} data-component="InstallPrompt">
      <Message>{message}</Message>
      <Button onClick={onInstall}>{labels.install ?? 'Install'}</Button>
      <Dismiss type="button" aria-label={labels.dismiss ?? 'Dismiss'} onClick={onDismiss}>
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Dismiss>
    </Root>
  );
}

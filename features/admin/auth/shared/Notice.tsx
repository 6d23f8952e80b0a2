import { Icon } from '@ds';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.p`
  display: flex;
  align-items: flex-start;
  gap: var(--tck-space-2);
  margin: 0;
  padding: var(--tck-space-3);
  border: 1px solid currentColor;
  border-left-width: 4px;
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  font-size: var(--tck-font-size-sm);

  &[data-tone='error'] {
    color: var(--tck-color-danger);
  }
  &[data-tone='success'] {
    color: var(--tck-color-success);
  }
  & > svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

export interface NoticeProps {
  /** An error is announced at once (alert); a success politely (status). */
  tone: 'error' | 'success';
  /** The message, e.g. the server's answer. */
  children: ReactNode;
}

/** A message inside a guest card: the server's answer to what the user just sent. */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <Root data-component="Notice" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={tone === 'error' ? 'fa-exclamation-circle' : 'fa-check-circle'} />
      <span>{children}</span>
    </Root>
  );
}

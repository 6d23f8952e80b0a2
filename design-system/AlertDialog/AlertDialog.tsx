import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Modal } from '../Modal';

/** The kind of message, shown by the icon's colour and shape. */
export type AlertDialogTone = 'error' | 'warning' | 'success' | 'info';

/** The spec's standard alerts. */
export const alertDialogPresets = {
  /** A call failed without any response. */
  networkError: { title: 'Oops..', text: 'There is some problem in your network!' },
  /** The server answered 401 'Unauthenticated'. */
  sessionTerminated: { title: 'Error!', text: 'Your session has been terminated!' },
} as const;

/** The name of a standard alert. */
export type AlertDialogPreset = keyof typeof alertDialogPresets;

export interface AlertDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** A standard alert whose title and text apply unless given. */
  preset?: AlertDialogPreset;
  /** The heading. */
  title?: ReactNode;
  /** The message. */
  text?: ReactNode;
  /** The acknowledge button's label. */
  okLabel?: string;
  /** The icon and its colour. */
  tone?: AlertDialogTone;
  /** Called on OK, Escape or the close button. */
  onClose: () => void;
}

const Content = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--tck-space-4);

  & > svg {
    flex: none;
  }
  &[data-tone='error'] > svg {
    color: var(--tck-color-danger);
  }
  &[data-tone='warning'] > svg {
    color: var(--tck-color-warning);
  }
  &[data-tone='success'] > svg {
    color: var(--tck-color-success);
  }
  &[data-tone='info'] > svg {
    color: var(--tck-color-info);
  }
`;

const Text = styled.p`
  margin: 0;
  padding-top: var(--tck-space-2);
`;

const glyphs: Record<AlertDialogTone, ReactNode> = {
  error: <path d="M14 14l12 12M26 14L14 26" />,
  warning: <path d="M20 11v11M20 28v1" />,
  success: <path d="M13 20.5l5 5 9-11" />,
  info: <path d="M20 18v11M20 12v1" />,
};

function ToneIcon({ tone }: { tone: AlertDialogTone }) {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 40 40"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="20" cy="20" r="18" strokeWidth="2.5" />
      {glyphs[tone]}
    </svg>
  );
}

/** A message the user must acknowledge with OK, e.g. 'Oops..' on a network failure. */
export function AlertDialog({
  open,
  preset,
  title,
  text,
  okLabel = 'OK',
  tone = 'error',
  onClose,
}: AlertDialogProps) {
  const textId = useId();
  const defaults = preset === undefined ? undefined : alertDialogPresets[preset];
  return (
    <Modal
      open={open}
      title={title ?? defaults?.title ?? ''}
      onClose={onClose}
      size="sm"
      role="alertdialog"
      describedBy={textId}
      footer={
        <Button onClick={onClose} data-autofocus="true">
          {okLabel}
        </Button>
      }
    >
      <Content data-component="AlertDialog" data-tone={tone}>
        <ToneIcon tone={tone} />
        <Text id={textId}>{text ?? defaults?.text}</Text>
      </Content>
    </Modal>
  );
}

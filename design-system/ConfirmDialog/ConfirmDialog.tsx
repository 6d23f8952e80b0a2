import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Modal } from '../Modal';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question. */
  title?: ReactNode;
  /** What happens if the user confirms. */
  text?: ReactNode;
  /** The confirm button's label. */
  confirmLabel?: string;
  /** The cancel button's label. */
  cancelLabel?: string;
  /** The confirm button's look: danger for destructive actions (the default), primary otherwise. */
  tone?: 'danger' | 'primary';
  /** Runs the action; when it returns a promise the confirm button shows loading until it settles. */
  onConfirm: () => unknown;
  /** Called on Cancel, Escape, the close button or a backdrop click (not while confirming). */
  onCancel: () => void;
}

const Text = styled.p`
  margin: 0;
  color: var(--tck-color-text-muted);
`;

const WarningIcon = () => (
  <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
    <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeWidth="2.5" />
    <path d="M20 10v13" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    <circle cx="20" cy="29" r="2" fill="currentColor" />
  </svg>
);

const Content = styled.div`
  display: flex;
  align-items: center;
  gap: var(--tck-space-4);

  & > svg {
    flex: none;
    color: var(--tck-color-warning);
  }
`;

/** Asks before a destructive action ('Are you sure?'); shows progress while an async action runs. */
export function ConfirmDialog({
  open,
  title = 'Are you sure?',
  text = "You won't be able to revert this!",
  confirmLabel = 'Yes, delete it!',
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const confirm = () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setBusy(true);
    // The caller reports failures (toast, 'Failed!' dialog); here it only ends the loading state.
    result
      .catch(() => undefined)
      .finally(() => {
        if (mounted.current) setBusy(false);
      });
  };

  return (
    <Modal
      open={open}
      title={title}
      onClose={busy ? () => undefined : onCancel}
      size="sm"
      role="alertdialog"
      describedBy={textId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Content data-component="ConfirmDialog">
        <WarningIcon />
        <Text id={textId}>{text}</Text>
      </Content>
    </Modal>
  );
}

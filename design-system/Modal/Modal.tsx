import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { focusableWithin, lockBodyScroll, trapTab, useDismiss } from '../focus';

/** The width of a modal. */
export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  /** Whether the dialog is shown; when false nothing is rendered. */
  open: boolean;
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** Called when the user asks to close: close button, Escape or backdrop click (if dismissible). */
  onClose: () => void;
  /** The dialog's content; mark the control that should get focus first with `data-autofocus`. */
  children: ReactNode;
  /** Actions shown below the content, e.g. Cancel and Save buttons. */
  footer?: ReactNode;
  /** Width: sm 400px, md 560px, lg 800px (never wider than the screen). */
  size?: ModalSize;
  /** Whether Escape, a backdrop click and the close button close it; false forces a footer choice. */
  dismissible?: boolean;
  /** 'alertdialog' for messages that need an answer (used by AlertDialog and ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (its main message), for screen readers. */
  describedBy?: string;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--tck-z-index-modal);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--tck-space-4);
  /* A dimmed page behind the dialog; no token covers scrims. */
  background: rgba(16, 24, 40, 0.55);
  animation: ${fadeIn} var(--tck-motion-normal) var(--tck-motion-easing);
`;

const Panel = styled.div`
  --modal-width: 560px;

  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: var(--modal-width);
  max-height: calc(100vh - 2 * var(--tck-space-4));
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  border-radius: var(--tck-radius-lg);
  box-shadow: var(--tck-shadow-lg);
  outline: none;

  &[data-size='sm'] {
    --modal-width: 400px;
  }
  &[data-size='lg'] {
    --modal-width: 800px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--tck-space-3);
  padding: var(--tck-space-4) var(--tck-space-5);
  border-bottom: 1px solid var(--tck-color-border);
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: var(--tck-font-size-lg);
  font-weight: var(--tck-font-weight-semibold);
  line-height: var(--tck-line-height-tight);
  padding-top: var(--tck-space-1);
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: var(--tck-control-height-sm);
  height: var(--tck-control-height-sm);
  margin: calc(-1 * var(--tck-space-1)) calc(-1 * var(--tck-space-2)) 0 0;
  border: 0;
  border-radius: var(--tck-radius-md);
  background: transparent;
  color: var(--tck-color-text-muted);
  cursor: pointer;

  &:hover {
    background: var(--tck-color-secondary);
    color: var(--tck-color-text);
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  padding: var(--tck-space-5);
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--tck-space-2);
  padding: var(--tck-space-4) var(--tck-space-5);
  border-top: 1px solid var(--tck-color-border);
`;

const CloseIcon = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
    <path
      d="M1 1l12 12M13 1L1 13"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      fill="none"
    />
  </svg>
);

/**
 * The base dialog: portalled to the body, modal (focus trapped, page scroll locked), closed by
 * Escape, the backdrop or its close button, and gives focus back to whatever opened it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  dismissible = true,
  role = 'dialog',
  describedBy,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  // Read through a ref so a new onClose each render does not re-run the open/close effect.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Whatever had focus when the dialog opened gets it back when it closes.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBodyScroll();
    return () => {
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // Focus moves in after the paint, when the browser has just laid the page out: focusing needs
  // that layout, and in a layout effect it would force one more for a page that opens with its
  // dialog. A dialog opened by a press or a key still has focus before the next keystroke:
  // React runs the effects of such an update at once.
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    // The element marked data-autofocus, else the first control, else the panel itself.
    const preferred = panel.querySelector<HTMLElement>('[data-autofocus]');
    const first = focusableWithin(panel).find(
      (element) => element.dataset.modalClose !== 'true' && element.dataset.modalBody !== 'true',
    );
    (preferred ?? first ?? panel).focus();
  }, [open]);

  // A scrolling body must be reachable by keyboard to scroll it; a short one stays out of Tab order.
  // Measured at once too, not only when the observer first reports: until then a scrolling body
  // would be out of reach.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!open || !body) return;
    const update = () => {
      if (body.scrollHeight > body.clientHeight) body.tabIndex = 0;
      else body.removeAttribute('tabindex');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(body);
    return () => observer.disconnect();
  }, [open]);

  // Escape closes what is open inside the dialog first (a list, a menu, a dialog opened from
  // it), then the dialog; one that forces a choice swallows it.
  useDismiss(open, () => {
    if (dismissible) onCloseRef.current();
  });

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (panelRef.current) trapTab(event, panelRef.current);
  };

  // A drag that starts inside the panel and ends on the backdrop (e.g. selecting text) must not close.
  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (dismissible && pressStartedOnBackdrop.current && event.target === event.currentTarget) {
      onCloseRef.current();
    }
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    <Backdrop
      data-component="Modal"
      onMouseDown={handleBackdropMouseDown}
      onClick={handleBackdropClick}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        data-size={size}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {dismissible && (
            <CloseButton
              type="button"
              aria-label="Close"
              data-modal-close="true"
              onClick={() => onCloseRef.current()}
            >
              <CloseIcon />
            </CloseButton>
          )}
        </Header>
        <Body ref={bodyRef} data-modal-body="true">
          {children}
        </Body>
        {footer !== undefined && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

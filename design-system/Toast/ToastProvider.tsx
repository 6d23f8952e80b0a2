import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { tokens } from '../tokens/tokens';
import { Toast, type ToastTone } from './Toast';

/** How long a toast stays, in milliseconds (the spec's toast timeout). */
export const TOAST_DURATION = 5000;

/** What `show` takes. */
export interface ToastOptions {
  /** The kind of message; 'error' is announced assertively. */
  tone: ToastTone;
  /** A bold first line, e.g. 'Saved'. */
  title?: ReactNode;
  /** The message, e.g. the server's response message. */
  message: ReactNode;
  /** Overrides the provider's duration for this toast; 0 or Infinity keeps it until closed. */
  duration?: number;
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes a toast by id. */
  dismiss: (id: string) => void;
}

export interface ToastProviderProps {
  /** The app or screen whose code calls `useToast()`. */
  children: ReactNode;
  /** Milliseconds until each toast closes itself; 0 or Infinity keeps them until closed. */
  duration?: number;
  /** The accessible name of the toast region. */
  label?: string;
}

interface ToastEntry extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

const Viewport = styled.section`
  position: fixed;
  /*
   * At the bottom right: clear of the top bar and of each page's header actions (New, Export),
   * which sit at the top right.
   */
  right: var(--tck-space-4);
  bottom: var(--tck-space-4);
  z-index: var(--tck-z-index-toast);
  width: min(24rem, calc(100vw - 2 * var(--tck-space-4)));
  pointer-events: none;

  /* On phones the stack spans the bottom, within thumb reach. */
  @media (width < ${tokens.breakpoint.md}) {
    left: var(--tck-space-4);
    width: auto;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--tck-space-2);
`;

/** Shows the toasts its descendants ask for (`useToast().show`), stacked at the bottom right. */
export function ToastProvider({
  children,
  duration = TOAST_DURATION,
  // Not 'Notifications': that is the bell's panel, and two landmarks may not share a name.
  label = 'Messages',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    // Newest first, so the latest message is at the top of the stack.
    setToasts((current) => [{ ...options, id }, ...current]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        <Viewport data-component="ToastProvider" aria-label={label}>
          <Stack>
            {toasts.map((toast) => (
              <Toast
                key={toast.id}
                tone={toast.tone}
                title={toast.title}
                message={toast.message}
                duration={toast.duration ?? duration}
                onClose={() => dismiss(toast.id)}
              />
            ))}
          </Stack>
        </Viewport>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

/** Shows toasts from any component under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

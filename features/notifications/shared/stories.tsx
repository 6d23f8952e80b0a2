import { ToastProvider } from '@ds';
import type { Decorator } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';

/**
 * Stories' toasts: they stay until closed, so the screenshot taken after a play function shows
 * them however long it takes.
 */
export const withLastingToasts: Decorator = (Story) => (
  <ToastProvider duration={0}>
    <Story />
  </ToastProvider>
);

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="current-url" style={{ margin: 0, padding: '0 var(--tck-space-6)' }}>
      URL: {pathname + search}
    </p>
  );
}

/** Shows the router's current URL under the story, so plays can check `?page=`. */
export const withCurrentUrl: Decorator = (Story) => (
  <>
    <Story />
    <CurrentUrl />
  </>
);

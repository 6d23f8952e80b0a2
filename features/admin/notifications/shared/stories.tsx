import type { Decorator } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';

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

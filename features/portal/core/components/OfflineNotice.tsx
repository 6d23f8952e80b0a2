import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useOfflineTexts } from '../texts/offlineTexts';

// Sticky at the bottom of the page's content: it stays in view, and never covers the footer.
const Notice = styled.p`
  position: sticky;
  bottom: var(--tck-space-3);
  z-index: 10;
  width: fit-content;
  max-width: 100%;
  margin: var(--tck-space-4) auto 0;
  padding: var(--tck-space-2) var(--tck-space-3);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-text);
  color: var(--tck-color-surface);
  font-size: var(--tck-font-size-sm);
  text-align: center;
`;

function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** Whether the browser has no network now (it says so with `offline` and `online`). */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

/** The quiet line a visit without network shows: what is on the page is what was seen last. */
export function OfflineNotice() {
  const texts = useOfflineTexts();
  return <Notice role="status">{texts.offlineNotice}</Notice>;
}

/** The offline notice, while the browser has no network (the portal's background part). */
export function OfflineNoticeWhenOffline() {
  return useOffline() ? <OfflineNotice /> : null;
}

import { ApiProvider, createPortalClient } from '@api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { portalStateAtom } from '../state/atoms';
import { OfflineState } from './OfflineState';

function renderOffline(retrying: boolean) {
  const store = createStore();
  store.set(portalStateAtom, { operatorId: 1, languageId: 1, sessionId: 'v' });
  const onRetry = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const clients = { portal: createPortalClient({ baseUrl: '/api/portal' }) };
  const view = (busy: boolean) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider clients={clients}>
          <MemoryRouter initialEntries={['/notice-page']}>
            <OfflineState onRetry={onRetry} retrying={busy} />
          </MemoryRouter>
        </ApiProvider>
      </QueryClientProvider>
    </Provider>
  );
  const { rerender } = render(view(retrying));
  return { onRetry, rerender: (busy: boolean) => rerender(view(busy)) };
}

function backOnline() {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('the offline state asks again when the network is back', () => {
  it('asks at once when no try is under way', () => {
    const { onRetry } = renderOffline(false);
    backOnline();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('asks once a try begun without the network has ended, not during it', () => {
    const { onRetry, rerender } = renderOffline(true);
    expect(screen.getByRole('button', { name: 'Try again' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    backOnline();
    expect(onRetry).not.toHaveBeenCalled();
    rerender(false);
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(false);
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

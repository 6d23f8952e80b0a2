import { portalStateAtom, type PortalNavigation } from '@features/portal/core';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireVerified } from './RequireVerified';

const session = {
  session_token: 'ps_1',
  token_type: 'Bearer' as const,
  expires_at: '2025-06-03T09:00:00Z',
  msisdn: '60123456789',
};

function renderGuarded(verified: boolean) {
  const store = createStore();
  store.set(portalStateAtom, {
    operatorId: 1,
    languageId: 1,
    sessionId: 'v',
    msisdn: '60123456789',
    ...(verified ? { portalSession: session } : {}),
  });
  const navigation: PortalNavigation = { hrefOf: () => '/', go: vi.fn(), back: vi.fn() };
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/my-subscription?tab=2']}>
        <RequireVerified purpose="subscription" navigation={navigation}>
          <p>My subscriptions</p>
        </RequireVerified>
      </MemoryRouter>
    </Provider>,
  );
  return { store, navigation };
}

describe('screens protected by number (§6)', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('send a visitor without a verified session to the number input, to come back after', () => {
    const { store, navigation } = renderGuarded(false);
    expect(screen.queryByText('My subscriptions')).toBeNull();
    expect(navigation.go).toHaveBeenCalledWith(
      { kind: 'screen', screen: 'numberInput', param: 'subscription' },
      { replace: true },
    );
    expect(store.get(portalStateAtom).previous_route).toBe('/my-subscription?tab=2');
  });

  it('show themselves to a verified number', () => {
    const { navigation } = renderGuarded(true);
    expect(screen.getByText('My subscriptions')).toBeTruthy();
    expect(navigation.go).not.toHaveBeenCalled();
  });
});

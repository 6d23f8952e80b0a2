import { portalStateAtom } from '@features/portal/core';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { handlePortalApiEvent, portalAlertAtom } from './portalAlerts';

const session = {
  session_token: 'ps_1',
  token_type: 'Bearer' as const,
  expires_at: '2025-06-03T09:00:00Z',
  msisdn: '60123456789',
};

function verifiedStore() {
  const store = createStore();
  store.set(portalStateAtom, {
    operatorId: 1,
    languageId: 1,
    sessionId: 'v',
    msisdn: session.msisdn,
    portalSession: session,
    balanceInfo: { refund_point: 120, total_point: 450 },
  });
  return store;
}

const api = 'http://portal.test/api/portal';

describe('the portal client events, applied', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('an ended session is forgotten (in storage too) and the dialog raised; the number stays', () => {
    const store = verifiedStore();
    expect(sessionStorage.getItem('portal_session')).not.toBeNull();
    handlePortalApiEvent(store, {
      type: 'unauthenticated',
      url: `${api}/service-registration`,
      hadSession: true,
    });
    expect(store.get(portalStateAtom).portalSession).toBeUndefined();
    expect(store.get(portalStateAtom).balanceInfo).toBeUndefined();
    expect(store.get(portalStateAtom).msisdn).toBe('60123456789');
    expect(sessionStorage.getItem('portal_session')).toBeNull();
    expect(store.get(portalAlertAtom)).toBe('session-ended');
  });

  it("the balance's 401 forgets the session without a word", () => {
    const store = verifiedStore();
    handlePortalApiEvent(store, {
      type: 'unauthenticated',
      url: `${api}/get_user_balance_info/60123456789`,
      hadSession: true,
    });
    expect(store.get(portalStateAtom).portalSession).toBeUndefined();
    expect(store.get(portalAlertAtom)).toBeUndefined();
  });
});

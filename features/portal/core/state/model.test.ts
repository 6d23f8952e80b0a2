import { describe, expect, it } from 'vitest';
import {
  afterLanguageChange,
  afterOperatorSwitch,
  afterSessionEnded,
  afterVerification,
  needsOperatorChoice,
  operatorOf,
  portalStorage,
  readPortalState,
  verifiedMsisdn,
  writePortalState,
  type PortalState,
  type StorageAreas,
  type StorageLike,
} from './model';

/** A Map-backed storage, so the rules run without a browser. */
function memory(entries: Record<string, string> = {}): StorageLike & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

function areas(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  return { local: memory(local), session: memory(session) } satisfies StorageAreas;
}

const session = {
  session_token: 'ps_1',
  token_type: 'Bearer' as const,
  expires_at: '2025-06-03T09:00:00Z',
  msisdn: '60123456789',
};

/** A visitor deep in a flow: number verified, service context, referral, receiver, points. */
const busy: PortalState = {
  operatorId: 1,
  msisdn: '60123456789',
  languageId: 23,
  sessionId: 'visit-1',
  service: 'bangla_barta',
  sub_service: 'sports',
  serviceType: 'mutiple-service',
  serviceUrl: '/multiple-serivce/bangla_barta',
  serviceGroupId: 3,
  previous_route: '/my-subscription',
  re_token: 'rf_9KX2QZ',
  re_product_id: '2',
  packageName: 'game_zone',
  packagePrice: 3,
  ticket_serial: 'TKT-1',
  receiverMsisdn: '8801711223344',
  receiverOperatorId: 11,
  receiverOperatorImage: '/images/operators/grameenphone.svg',
  receiverCountry: 'BD',
  subscription_id: 'guest-abc12345',
  balanceInfo: { refund_point: 120, total_point: 450 },
  portalSession: session,
};

describe('where the portal keeps its state (§3)', () => {
  it('keeps the operator and the number in local storage, the rest in session storage', () => {
    const local = Object.entries(portalStorage)
      .filter(([, place]) => place.area === 'local')
      .map(([field]) => field);
    expect(local).toEqual(['operatorId', 'msisdn']);
    expect(portalStorage.languageId).toMatchObject({ area: 'session', key: 'languageId' });
    expect(portalStorage.portalSession).toMatchObject({ area: 'session', key: 'portal_session' });
  });

  it('starts a first visit on language 1 with a new visit id and no operator chosen', () => {
    const state = readPortalState(areas(), () => 'visit-new');
    expect(state).toEqual({ languageId: 1, sessionId: 'visit-new' });
    expect(operatorOf(state)).toBe(1);
    expect(needsOperatorChoice(state)).toBe(true);
  });

  it('reads back what it wrote, with numbers, flags and the session as they were', () => {
    const storage = areas();
    writePortalState(storage, undefined, { ...busy, operatorPopupClosed: true });
    expect(storage.local.map.get('operatorId')).toBe('1');
    expect(storage.local.map.get('msisdn')).toBe('60123456789');
    expect(storage.session.map.get('operator_popup_closed')).toBe('1');
    expect(readPortalState(storage, () => 'unused')).toEqual({
      ...busy,
      operatorPopupClosed: true,
    });
  });

  it('writes only what changed and removes what became absent', () => {
    const storage = areas();
    writePortalState(storage, undefined, busy);
    storage.session.map.set('service', 'changed elsewhere');
    const next = { ...busy, languageId: 22 };
    delete next.packageName;
    writePortalState(storage, busy, next);
    expect(storage.session.map.get('languageId')).toBe('22');
    expect(storage.session.map.has('packageName')).toBe(false);
    expect(storage.session.map.get('service')).toBe('changed elsewhere');
  });

  it('ignores values it cannot read', () => {
    const state = readPortalState(
      areas({ operatorId: 'two' }, { languageId: '', balanceInfo: '{', sessionId: 'v' }),
      () => 'unused',
    );
    expect(state).toEqual({ languageId: 1, sessionId: 'v' });
  });

  it('keeps the popup closed when the link named the operator (the session flag)', () => {
    expect(needsOperatorChoice({ languageId: 1, sessionId: 'v', operatorPopupClosed: true })).toBe(
      false,
    );
    expect(needsOperatorChoice({ languageId: 1, sessionId: 'v', operatorId: 2 })).toBe(false);
  });
});

describe('what the switches clear (§4)', () => {
  it('an operator switch clears the number and all session data, and starts a new visit', () => {
    expect(afterOperatorSwitch(2, 12, () => 'visit-2')).toEqual({
      operatorId: 2,
      languageId: 12,
      sessionId: 'visit-2',
    });
    const storage = areas();
    writePortalState(storage, undefined, busy);
    writePortalState(
      storage,
      busy,
      afterOperatorSwitch(2, 12, () => 'visit-2'),
    );
    expect([...storage.local.map]).toEqual([['operatorId', '2']]);
    expect([...storage.session.map].sort()).toEqual([
      ['languageId', '12'],
      ['sessionId', 'visit-2'],
    ]);
  });

  it("a language choice clears the receiver's number, operator, image and country only", () => {
    const kept = Object.fromEntries(
      Object.entries(busy).filter(([field]) => !field.startsWith('receiver')),
    );
    expect(Object.keys(busy).length - Object.keys(kept).length).toBe(4);
    expect(afterLanguageChange(busy, 22)).toEqual({ ...kept, languageId: 22 });
  });

  it('a verified code stores the number with its session; an ended session keeps the number', () => {
    const first: PortalState = { operatorId: 1, languageId: 1, sessionId: 'v' };
    const verified = afterVerification(first, session);
    expect(verified.msisdn).toBe('60123456789');
    expect(verifiedMsisdn(verified)).toBe('60123456789');
    const ended = afterSessionEnded({
      ...verified,
      balanceInfo: { refund_point: 1, total_point: 2 },
    });
    expect(ended.msisdn).toBe('60123456789');
    expect(verifiedMsisdn(ended)).toBeUndefined();
    expect(ended.balanceInfo).toBeUndefined();
  });
});

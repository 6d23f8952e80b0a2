import { describe, expect, it } from 'vitest';
import { reactionTo } from './model';

const api = 'https://portal.example/api/portal';

describe("the portal's answer to API events (§8)", () => {
  it("shows 'Oops..' for an action's network failure, but not for a lost page view", () => {
    for (const action of ['create_ticket_service', 'send_otp', 'service-registration']) {
      expect(reactionTo({ type: 'network-error', error: null, url: `${api}/${action}` })).toEqual({
        clearSession: false,
        alert: 'network',
      });
    }
    const journey = `${api}/save_user_journey?operatorId=1&languageId=1&sessionId=v`;
    expect(reactionTo({ type: 'network-error', error: null, url: journey })).toEqual({
      clearSession: false,
      alert: undefined,
    });
  });

  it("leaves a screen's reads to the screen's offline state: no dialog over it", () => {
    for (const read of [
      'paid-service',
      'free-service',
      'get-banner?operatorId=1&languageId=1',
      'get-menu/1/1',
      'get-language/1',
      'content/notice-page',
      'content/bangla_barta?languageId=1',
      'my-subscription',
      'user-history',
      'guest-channel',
    ]) {
      expect(reactionTo({ type: 'network-error', error: null, url: `${api}/${read}` })).toEqual({
        clearSession: false,
        alert: undefined,
      });
    }
  });

  it('ends an expired session with the dialog, then asks for the number', () => {
    expect(
      reactionTo({ type: 'unauthenticated', url: `${api}/my-subscription`, hadSession: true }),
    ).toEqual({ clearSession: true, alert: 'session-ended', endedQuietly: false });
  });

  it('asks for the number at once when no session was sent', () => {
    expect(
      reactionTo({
        type: 'unauthenticated',
        url: `${api}/service-registration`,
        hadSession: false,
      }),
    ).toEqual({ clearSession: true, alert: 'verify', endedQuietly: false });
  });

  it("never tells a browsing visitor that a session ended because of the sidebar's balance", () => {
    for (const hadSession of [true, false]) {
      expect(
        reactionTo({
          type: 'unauthenticated',
          url: `${api}/get_user_balance_info/60123456789`,
          hadSession,
        }),
      ).toEqual({ clearSession: true, alert: undefined, endedQuietly: hadSession });
    }
  });

  it('announces a session the balance ended quietly at the next call that needs it', () => {
    // Operator 1's sidebar asks for the balance first: its 401 takes the session unannounced.
    expect(
      reactionTo(
        { type: 'unauthenticated', url: `${api}/my-subscription`, hadSession: false },
        true,
      ),
    ).toEqual({ clearSession: true, alert: 'session-ended', endedQuietly: false });
  });

  it('leaves 403s to the screens', () => {
    expect(reactionTo({ type: 'forbidden', url: `${api}/my-subscription` })).toEqual({
      clearSession: false,
      alert: undefined,
    });
  });
});

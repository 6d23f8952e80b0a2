import { describe, expect, it } from 'vitest';
import { endsNumberReads, namesNumber, savedReadKey, savedReadScope } from './savedReads';

const anonymous = false;
const named = true;

describe('which portal answers the service worker keeps', () => {
  it("keeps the frame's, the home's and the content pages' reads with everyone's content", () => {
    for (const path of [
      '/get-banner',
      '/paid-service',
      '/free-service',
      '/get-operator',
      '/get-language/1',
      '/get-menu/1/23',
      '/get-footer-section',
      '/get-campaign',
      '/content/notice-page',
      '/content/offer-page',
      '/content/offer-details-page/31',
      '/content/free-service-page/2',
      '/content/bangla_barta',
      '/content/bangla_barta-khobor',
      '/content/game_zone/step/1',
      '/content/topup-page',
    ]) {
      expect(savedReadScope(path, anonymous), path).toBe('content');
    }
  });

  it("keeps a verified number's own reads with that number only", () => {
    for (const path of [
      '/my-subscription',
      '/user-history',
      '/check-reg-status',
      '/get_user_balance_info/60161234501',
      '/content/favourite-number-list',
      '/content/support-history',
      '/content/refer-friend-page',
    ]) {
      expect(savedReadScope(path, named), path).toBe('number');
      expect(savedReadScope(path, anonymous), path).toBe('number');
    }
  });

  it('keeps a content read that names a number as the number’s', () => {
    expect(savedReadScope('/free-service', named)).toBe('number');
    expect(savedReadScope('/content/bangla_barta', named)).toBe('number');
    expect(savedReadScope('/content/notice-page', named)).toBe('number');
  });

  it('never keeps a write, a one-time code, a payment or the result of an action', () => {
    for (const path of [
      '/send_otp',
      '/verify-otp',
      '/sign-out',
      '/is_dg_user',
      '/service-registration',
      '/service-deregistration',
      '/bd-topup',
      '/umobile/success',
      '/umobile/failed',
      '/store-referal-info',
      '/create_ticket_service',
      '/save_or_update_favourite_number',
      '/delete-favourite-number',
      '/get_favourite_number_info',
      '/get-countrywise-operator-list',
      '/get-language-id',
      '/guest-channel',
      '/save_user_journey',
      '/save_user_histories',
      '/content/otp-input-page',
      '/content/service-confirmation-page',
      '/content/service-unsub-confirmation-page',
      '/content/mo-success-page/bangla_barta',
      '/content/unsub-success-page',
      '/content/ticket-create-success',
      '/content/service-ticket-page',
      '/content/favourite-number-add',
    ]) {
      expect(savedReadScope(path, named), path).toBeUndefined();
      expect(savedReadScope(path, anonymous), path).toBeUndefined();
    }
  });
});

describe('the key of a kept answer', () => {
  const api = 'http://127.0.0.1:4173/api/portal';

  it('tells apart each operator, language and number', () => {
    const keys = [
      savedReadKey(`${api}/paid-service`, '{"operatorId":1,"languageId":1}', ''),
      savedReadKey(`${api}/paid-service`, '{"operatorId":2,"languageId":1}', ''),
      savedReadKey(`${api}/paid-service`, '{"operatorId":1,"languageId":23}', ''),
      savedReadKey(`${api}/my-subscription`, '{"msisdn":"60161234501"}', 'a1'),
      savedReadKey(`${api}/my-subscription`, '{"msisdn":"60161234502"}', 'a1'),
      savedReadKey(`${api}/content/bangla_barta?languageId=1`, '', ''),
      savedReadKey(`${api}/content/bangla_barta?languageId=23`, '', ''),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("is another for another session of the same number: a signed-out visitor's reads are out of reach", () => {
    const body = '{"msisdn":"60161234501","languageId":1,"operatorId":1}';
    expect(savedReadKey(`${api}/user-history`, body, 'session-a')).not.toBe(
      savedReadKey(`${api}/user-history`, body, 'session-b'),
    );
    expect(savedReadKey(`${api}/user-history`, body, 'session-a')).not.toBe(
      savedReadKey(`${api}/user-history`, body, ''),
    );
  });

  it('is the same for the same call', () => {
    expect(savedReadKey(`${api}/get-menu/1/1`, '', '')).toBe(
      savedReadKey(`${api}/get-menu/1/1`, '', ''),
    );
  });
});

describe('what names a number', () => {
  it('finds it in the address or the body', () => {
    expect(namesNumber('http://h/api/portal/content/x?languageId=1&msisdn=60161234501', '')).toBe(
      true,
    );
    expect(namesNumber('http://h/api/portal/get_user_balance_info/60161234501', '')).toBe(true);
    expect(namesNumber('http://h/api/portal/free-service', '{"operatorId":1,"msisdn":"601"}')).toBe(
      true,
    );
    expect(namesNumber('http://h/api/portal/content/x/step/1', '{"pmsisdn":"601"}')).toBe(true);
    expect(namesNumber('http://h/api/portal/free-service', '{"operatorId":1,"languageId":1}')).toBe(
      false,
    );
  });
});

describe("when a number's kept answers go", () => {
  it('at a sign-out, an operator switch and a new verification', () => {
    expect(endsNumberReads('/sign-out')).toBe(true);
    expect(endsNumberReads('/get-language-id')).toBe(true);
    expect(endsNumberReads('/verify-otp')).toBe(true);
    expect(endsNumberReads('/my-subscription')).toBe(false);
    expect(endsNumberReads('/send_otp')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { detectReceiver, operatorOfMsisdn, operatorPrefixes } from '../portal-content';
import { isNationalMobile, offerDialCode, portalOperator } from '.';

describe('the portal operators and their numbers', () => {
  it('tells a Malaysian mobile number (10 digits, 11 after 011) from a Bangladeshi one', () => {
    for (const number of ['0123456789', '0195551234', '01123456789', '0171234567']) {
      expect([number, isNationalMobile('MY', number), isNationalMobile('BD', number)]).toEqual([
        number,
        true,
        false,
      ]);
    }
    for (const number of ['01712345678', '01811223344', '01911223344']) {
      expect([number, isNationalMobile('MY', number), isNationalMobile('BD', number)]).toEqual([
        number,
        false,
        true,
      ]);
    }
    for (const number of ['019555123', '01955512345', '0112345678', '01211223344', '60123456789']) {
      expect([number, isNationalMobile('MY', number)]).toEqual([number, false]);
    }
  });

  it('places a receiver by calling code, else by the country its national number belongs to', () => {
    expect(detectReceiver('60198765432')).toEqual({ country: 'MY', operatorId: 1 });
    expect(detectReceiver('8801711223344')).toEqual({ country: 'BD', operatorId: 11 });
    expect(detectReceiver('01712345678')).toEqual({ country: 'BD', operatorId: 11 });
    expect(detectReceiver('0171234567')).toEqual({ country: 'MY', operatorId: 3 });
    expect(detectReceiver('01123456789')).toEqual({ country: 'MY', operatorId: 2 });
  });

  it('finds a subscriber’s operator from its Malaysian receiver prefixes', () => {
    expect(operatorPrefixes).toEqual({
      1: ['6010', '6012', '6014', '6016', '6019'],
      2: ['6011', '6018'],
    });
    expect(operatorOfMsisdn('60123456789')).toBe(1);
    expect(operatorOfMsisdn('0183456789')).toBe(2);
    expect(operatorOfMsisdn('60171234567')).toBeUndefined();
  });

  it('dials an offer with its operator’s USSD code', () => {
    expect(offerDialCode(1, 31)).toBe('*128*31#');
    expect(offerDialCode(2, 31)).toBe('*118*31#');
    expect(portalOperator(2).numberCheck.code).toBe(105);
  });
});

import { describe, expect, it } from 'vitest';
import {
  destinationOfCard,
  hubEntryOf,
  receiverMsisdnOf,
  receiverProblem,
  submitReasonOf,
  topupKindOf,
  typedReceiverOf,
} from './topup';

describe('the top-up journey', () => {
  it('sends each hub card to its kind’s number step, the internet pack to the offers', () => {
    expect(destinationOfCard('topup-self')).toEqual({
      kind: 'screen',
      screen: 'topupNumber',
      param: 'self',
    });
    expect(destinationOfCard('topup-bd')).toMatchObject({ param: 'bd' });
    expect(destinationOfCard('topup-internet')).toMatchObject({ screen: 'internetOffers' });
    expect(destinationOfCard('/notice-page')).toEqual({ kind: 'path', path: '/notice-page' });
    expect(destinationOfCard('nowhere')).toMatchObject({ screen: 'topupHub' });
    expect(topupKindOf('bd')).toBe('bd');
    expect(topupKindOf('anything')).toBe('self');
  });

  it('applies the promotion links’ operator and language, and ignores anything else', () => {
    expect(hubEntryOf('1', '23')).toEqual({ operatorId: 1, languageId: 23, source: 'campaign-dg' });
    expect(hubEntryOf('2', '12')).toEqual({ operatorId: 2, languageId: 12, source: 'campaign-um' });
    expect(hubEntryOf(null, null)).toEqual({});
    expect(hubEntryOf('3', 'x')).toEqual({});
  });

  it('takes a Malaysian receiver of 10 digits (11 after 011) and a Bangladeshi one of 11', () => {
    expect(receiverProblem('other', '')).toBe('required');
    expect(receiverProblem('other', '0195551234')).toBeUndefined();
    expect(receiverProblem('other', '01123456789')).toBeUndefined();
    expect(receiverProblem('other', '01955')).toBe('malaysian');
    expect(receiverProblem('other', '019555123')).toBe('malaysian');
    expect(receiverProblem('other', '01955512345')).toBe('malaysian');
    expect(receiverProblem('other', '019555123456')).toBe('malaysian');
    expect(receiverProblem('bd', '01711223344')).toBeUndefined();
    expect(receiverProblem('bd', '0171122334')).toBe('bangladeshi');
    expect(receiverProblem('bd', '01211223344')).toBe('bangladeshi');
    expect(receiverMsisdnOf('other', '0195551234')).toBe('60195551234');
    expect(receiverMsisdnOf('bd', '01711223344')).toBe('8801711223344');
    expect(typedReceiverOf('bd', '8801711223344')).toBe('01711223344');
    expect(typedReceiverOf('other', '60195551234')).toBe('0195551234');
    expect(typedReceiverOf('other', '8801711223344')).toBe('');
  });

  it('calls a top-up a success only with code 200 and a transaction', () => {
    expect(submitReasonOf({ code: 200, transactionId: 'BDT-1' })).toBe('success');
    expect(submitReasonOf({ code: 200 })).toBe('failure');
    expect(submitReasonOf({ code: 500, transactionId: 'BDT-1' })).toBe('failure');
    expect(submitReasonOf(undefined)).toBe('failure');
  });
});

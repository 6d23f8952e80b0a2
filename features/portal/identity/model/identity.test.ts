import { describe, expect, it } from 'vitest';
import { destinationOfRegistration, isPurpose, stepAfterVerification } from './flow';
import { invalidNumberText, msisdnOf, numberProblem, passesOperatorCheck, typedOf } from './number';

describe('the number input (§5)', () => {
  it('needs 9 to 11 characters', () => {
    expect(numberProblem('')).toBe('required');
    expect(numberProblem('01234567')).toBe('length');
    expect(numberProblem('012345678')).toBeUndefined();
    expect(numberProblem('01234567890')).toBeUndefined();
    expect(numberProblem('012345678901')).toBe('length');
  });

  it('sends the number after the prefix 6, without separators, and shows it back', () => {
    expect(msisdnOf('0123456789')).toBe('60123456789');
    expect(msisdnOf('012.3456.789')).toBe('60123456789');
    expect(typedOf('60123456789')).toBe('0123456789');
    expect(typedOf(undefined)).toBe('');
  });

  it('accepts a Digi number (2001) on Digi and a U Mobile number (105) on U Mobile only', () => {
    expect(passesOperatorCheck(1, 2001)).toBe(true);
    expect(passesOperatorCheck(1, 105)).toBe(false);
    expect(passesOperatorCheck(2, 105)).toBe(true);
    expect(passesOperatorCheck(2, 2001)).toBe(false);
    expect(passesOperatorCheck(2, 404)).toBe(false);
    expect(invalidNumberText(1)).toBe('invalidDigi');
    expect(invalidNumberText(2)).toBe('invalidUmobile');
  });
});

describe('after the code (§4 Number-entry flow and OTP)', () => {
  it.each([
    ['input', { kind: 'screen', screen: 'home' }],
    ['transaction', { kind: 'screen', screen: 'userHistory' }],
    ['history', { kind: 'screen', screen: 'userHistory' }],
    ['topup-history', { kind: 'screen', screen: 'userHistory' }],
    ['subscription', { kind: 'screen', screen: 'mySubscription' }],
    ['favourite', { kind: 'screen', screen: 'favourites' }],
    ['support', { kind: 'screen', screen: 'supportHistory' }],
    ['topup', { kind: 'screen', screen: 'packageReview', param: 'topup' }],
    ['refer', { kind: 'screen', screen: 'referFriend' }],
  ])('%s goes to %o', (purpose, destination) => {
    expect(isPurpose(purpose)).toBe(true);
    expect(stepAfterVerification(purpose)).toEqual({ kind: 'go', destination });
  });

  it("checks a service's registration: subscribed goes back to it, else to the confirmation", () => {
    expect(isPurpose('bangla_barta')).toBe(false);
    expect(stepAfterVerification('bangla_barta')).toEqual({
      kind: 'check-registration',
      service: 'bangla_barta',
    });
    expect(destinationOfRegistration(0, 'bangla_barta')).toEqual({
      kind: 'screen',
      screen: 'servicePage',
      param: 'bangla_barta',
    });
    expect(destinationOfRegistration(1, 'bangla_barta')).toEqual({
      kind: 'screen',
      screen: 'confirmation',
    });
    expect(destinationOfRegistration(2, 'bangla_barta')).toEqual({
      kind: 'screen',
      screen: 'confirmation',
    });
  });

  it('returns to the page that asked for the number first', () => {
    expect(stepAfterVerification('subscription', '/my-subscription?tab=1')).toEqual({
      kind: 'go',
      destination: { kind: 'path', path: '/my-subscription?tab=1' },
    });
    expect(stepAfterVerification('input', 'https://elsewhere.example/')).toEqual({
      kind: 'go',
      destination: { kind: 'screen', screen: 'home' },
    });
  });
});

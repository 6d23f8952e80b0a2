import { countryOperators } from '@domain/portal-content';
import { describe, expect, it } from 'vitest';
import {
  canAddFavourite,
  countryOrFirst,
  detectOperator,
  digitsOf,
  favouriteProblems,
  operatorNameOf,
} from './favourites';

const malaysia = countryOperators.MY ?? [];
const bangladesh = countryOperators.BD ?? [];

describe('favourite numbers (customer-portal §5)', () => {
  it('detects the operator from the first three local digits as the number is typed', () => {
    expect(detectOperator('01', '60', malaysia)).toBeUndefined();
    expect(detectOperator('012', '60', malaysia)).toBe(1);
    expect(detectOperator('0112345678', '60', malaysia)).toBe(2);
    expect(detectOperator('0171234567', '60', malaysia)).toBe(3);
    // Written with the calling code: 60 18… is U Mobile's 018.
    expect(detectOperator('60187654321', '60', malaysia)).toBe(2);
    expect(detectOperator('01712345678', '880', bangladesh)).toBe(11);
    expect(detectOperator('8801812345678', '880', bangladesh)).toBe(12);
    expect(detectOperator('0991234567', '60', malaysia)).toBeUndefined();
  });

  it('takes receiver numbers of 10 to 12 digits and a name', () => {
    expect(favouriteProblems('', '')).toEqual({ name: 'required', number: 'required' });
    expect(favouriteProblems('Karim', '012345678')).toEqual({ number: 'length' });
    expect(favouriteProblems('Karim', '0123456789')).toEqual({});
    expect(favouriteProblems('Karim', '601234567890')).toEqual({});
    expect(favouriteProblems('  ', '6012345678901')).toEqual({
      name: 'required',
      number: 'length',
    });
    expect(digitsOf('+60 12-345 6789 999')).toBe('601234567899');
  });

  it('uses the first available country when none is chosen', () => {
    const available = { MY: {}, BD: {} };
    expect(countryOrFirst(undefined, available)).toBe('MY');
    expect(countryOrFirst('BD', available)).toBe('BD');
    expect(countryOrFirst('XX', available)).toBe('MY');
    expect(countryOrFirst(undefined, {})).toBeUndefined();
  });

  it('adds nothing at the maximum', () => {
    expect(canAddFavourite(4, 5)).toBe(true);
    expect(canAddFavourite(5, 5)).toBe(false);
    expect(canAddFavourite(0, 0)).toBe(false);
  });

  it('names an operator by its picture', () => {
    expect(operatorNameOf('/images/operators/digi.svg')).toBe('Digi');
    expect(operatorNameOf('/images/operators/airtel-bd.svg')).toBe('Airtel BD');
  });
});

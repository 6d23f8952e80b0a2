import { describe, expect, it } from 'vitest';
import { initialOtpState, isOtpComplete, otpCode, otpReducer, type OtpState } from './model';

const state = (digits: string, focus = 0): OtpState => ({
  digits: Array.from({ length: digits.length }, (_, index) =>
    digits.charAt(index) === '_' ? '' : digits.charAt(index),
  ),
  focus,
});

describe('initialOtpState', () => {
  it('starts with four empty boxes and the focus on the first', () => {
    expect(initialOtpState()).toEqual(state('____'));
  });

  it('can start from a code, keeping digits only', () => {
    expect(initialOtpState(4, '12a')).toEqual(state('12__'));
  });
});

describe('typing', () => {
  it('puts a digit in the box and moves to the next', () => {
    expect(otpReducer(state('____'), { type: 'input', index: 0, text: '7' })).toEqual(
      state('7___', 1),
    );
  });

  it('stays on the last box after its digit', () => {
    expect(otpReducer(state('123_', 3), { type: 'input', index: 3, text: '4' })).toEqual(
      state('1234', 3),
    );
  });

  it('ignores letters and signs', () => {
    const before = state('1___', 1);
    expect(otpReducer(before, { type: 'input', index: 1, text: 'a' })).toBe(before);
    expect(otpReducer(before, { type: 'input', index: 1, text: ' ' })).toBe(before);
  });

  it('replaces a filled box with the newly typed digit, wherever the caret was', () => {
    expect(otpReducer(state('3___'), { type: 'input', index: 0, text: '37' })).toEqual(
      state('7___', 1),
    );
    expect(otpReducer(state('3___'), { type: 'input', index: 0, text: '73' })).toEqual(
      state('7___', 1),
    );
  });

  it('clears a box whose text was deleted', () => {
    expect(otpReducer(state('12__', 1), { type: 'input', index: 1, text: '' })).toEqual(
      state('1___', 1),
    );
  });

  it('spreads an autofilled code over the boxes', () => {
    expect(otpReducer(state('____'), { type: 'input', index: 0, text: '4821' })).toEqual(
      state('4821', 3),
    );
  });
});

describe('backspace', () => {
  it('clears a filled box and stays there', () => {
    expect(otpReducer(state('123_', 2), { type: 'backspace', index: 2 })).toEqual(state('12__', 2));
  });

  it('on an empty box goes back and clears the previous box', () => {
    expect(otpReducer(state('12__', 2), { type: 'backspace', index: 2 })).toEqual(state('1___', 1));
  });

  it('on the empty first box stays there', () => {
    expect(otpReducer(state('____'), { type: 'backspace', index: 0 })).toEqual(state('____'));
  });
});

describe('paste', () => {
  it('fills all boxes from a whole code, wherever it is pasted', () => {
    expect(otpReducer(state('9___', 2), { type: 'paste', index: 2, text: '1234' })).toEqual(
      state('1234', 3),
    );
  });

  it('drops non-digits and extra digits', () => {
    expect(otpReducer(state('____'), { type: 'paste', index: 0, text: ' 12-34 56' })).toEqual(
      state('1234', 3),
    );
  });

  it('fills from the box when fewer digits than boxes are pasted', () => {
    expect(otpReducer(state('1___', 1), { type: 'paste', index: 1, text: '23' })).toEqual(
      state('123_', 3),
    );
  });

  it('ignores a paste without digits', () => {
    const before = state('1___', 1);
    expect(otpReducer(before, { type: 'paste', index: 1, text: 'code' })).toBe(before);
  });
});

describe('moving the focus', () => {
  it('moves by one box and stops at either end', () => {
    expect(otpReducer(state('12__', 1), { type: 'move', index: 1, delta: 1 }).focus).toBe(2);
    expect(otpReducer(state('12__', 0), { type: 'move', index: 0, delta: -1 }).focus).toBe(0);
    expect(otpReducer(state('12__', 3), { type: 'move', index: 3, delta: 1 }).focus).toBe(3);
  });

  it('follows a click or Tab into a box', () => {
    expect(otpReducer(state('12__'), { type: 'focus', index: 2 }).focus).toBe(2);
  });
});

describe('code', () => {
  it('joins the digits and says when every box is filled', () => {
    expect(otpCode(state('12__'))).toBe('12');
    expect(isOtpComplete(state('12__'))).toBe(false);
    expect(isOtpComplete(state('1234'))).toBe(true);
  });
});

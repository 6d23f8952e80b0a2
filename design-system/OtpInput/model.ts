/** How many digits a one-time code has. */
export const otpLength = 4;

/** The boxes' digits ('' for an empty box) and which box has the focus. */
export interface OtpState {
  /** One entry per box: a single digit or ''. */
  digits: string[];
  /** Index of the box that should have the focus. */
  focus: number;
}

/** What the user did to the boxes. */
export type OtpAction =
  /** The box's text changed to `text` (typing, autofill or deleting). */
  | { type: 'input'; index: number; text: string }
  /** Backspace was pressed in the box. */
  | { type: 'backspace'; index: number }
  /** Text was pasted into the box. */
  | { type: 'paste'; index: number; text: string }
  /** An arrow key moved the focus by one box. */
  | { type: 'move'; index: number; delta: -1 | 1 }
  /** The box got the focus (click or Tab). */
  | { type: 'focus'; index: number };

/** Empty boxes (or the given code's digits), the focus on the first box. */
export function initialOtpState(length = otpLength, code = ''): OtpState {
  const digits = Array.from({ length }, (_, index) =>
    /\d/.test(code[index] ?? '') ? (code[index] ?? '') : '',
  );
  return { digits, focus: 0 };
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

function fill(state: OtpState, from: number, digits: string): OtpState {
  const next = [...state.digits];
  const start = digits.length >= next.length ? 0 : from;
  const count = Math.min(digits.length, next.length - start);
  for (let offset = 0; offset < count; offset += 1) {
    next[start + offset] = digits.charAt(offset);
  }
  return { digits: next, focus: Math.min(start + count, next.length - 1) };
}

/** The boxes after a user action; anything that is not a digit is ignored. */
export function otpReducer(state: OtpState, action: OtpAction): OtpState {
  const last = state.digits.length - 1;
  const clamp = (index: number) => Math.max(0, Math.min(last, index));
  switch (action.type) {
    case 'input': {
      const typed = onlyDigits(action.text);
      if (typed === '') {
        // An emptied box clears; a typed letter or sign changes nothing.
        if (action.text !== '') return state;
        const digits = state.digits.map((digit, index) => (index === action.index ? '' : digit));
        return { digits, focus: action.index };
      }
      const old = state.digits[action.index] ?? '';
      // Typing over a filled box gives its old digit plus the new one: keep the new one.
      if (typed.length === 2 && old !== '' && typed.includes(old)) {
        const digit = typed.startsWith(old) ? typed.charAt(1) : typed.charAt(0);
        return fill(state, action.index, digit);
      }
      // More digits at once is an autofilled or dropped code: spread it like a paste.
      return fill(state, action.index, typed);
    }
    case 'backspace': {
      if (state.digits[action.index] !== '') {
        const digits = state.digits.map((digit, index) => (index === action.index ? '' : digit));
        return { digits, focus: action.index };
      }
      const previous = clamp(action.index - 1);
      const digits = state.digits.map((digit, index) => (index === previous ? '' : digit));
      return { digits, focus: previous };
    }
    case 'paste': {
      const pasted = onlyDigits(action.text);
      return pasted === '' ? state : fill(state, action.index, pasted);
    }
    case 'move':
      return { ...state, focus: clamp(action.index + action.delta) };
    case 'focus':
      return state.focus === action.index ? state : { ...state, focus: clamp(action.index) };
  }
}

/** The code typed so far (empty boxes left out). */
export function otpCode(state: OtpState): string {
  return state.digits.join('');
}

/** Whether every box holds a digit. */
export function isOtpComplete(state: OtpState): boolean {
  return state.digits.every((digit) => digit !== '');
}

/** The dialling prefix shown before the number. */
export const phonePrefix = '+6';

/** Fewest characters a mobile number may have. */
export const phoneMinLength = 9;

/** Most characters a mobile number may have. */
export const phoneMaxLength = 11;

/** The error for a number of the wrong length. */
export const phoneLengthError = `The mobile number must be ${phoneMinLength} to ${phoneMaxLength} characters.`;

/** The typed text with everything but digits and dots dropped, cut to the maximum length. */
export function sanitizePhone(text: string): string {
  return text.replace(/[^\d.]/g, '').slice(0, phoneMaxLength);
}

/**
 * The length error of a mobile number, or undefined when it is fine. An empty number is left to
 * the form's required rule.
 */
export function phoneError(value: string): string | undefined {
  if (value === '') return undefined;
  return value.length < phoneMinLength || value.length > phoneMaxLength
    ? phoneLengthError
    : undefined;
}

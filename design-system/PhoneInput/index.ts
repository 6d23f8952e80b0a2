export { PhoneInput, type PhoneInputProps } from './PhoneInput';
export { phoneError, phoneLengthError, phonePrefix, sanitizePhone } from './model';

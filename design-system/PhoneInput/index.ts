export { PhoneInput, type PhoneInputProps } from './PhoneInput';
export {
  phoneError,
  phoneLengthError,
  phoneMaxLength,
  phoneMinLength,
  phonePrefix,
  sanitizePhone,
} from './model';

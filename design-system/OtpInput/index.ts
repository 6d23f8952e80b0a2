export { OtpInput, type OtpInputProps } from './OtpInput';
export { otpLength } from './model';

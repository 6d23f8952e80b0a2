export {
  createOtpCodes,
  failureWindowMinutes,
  maxOtpAttempts,
  OtpLimitError,
  sendWindowMinutes,
  withinOtpLimits,
  type IssueOtpOptions,
  type OtpCheck,
  type OtpCodes,
  type OtpLimits,
  type OtpPurpose,
  type VerifyOtpOptions,
} from './codes';
export { otpSecretOf } from '../../node/otp/secret';
export {
  consoleOtpSender,
  isEmail,
  maskAddress,
  webhookOtpSender,
  type OtpMessage,
  type OtpSender,
} from './sender';

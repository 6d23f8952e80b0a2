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
export { isEmail, maskAddress, type OtpMessage, type OtpSender } from './sender';

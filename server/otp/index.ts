export {
  issueOtp,
  maxOtpAttempts,
  redeemVerifiedOtp,
  verifyOtp,
  type IssueOtpOptions,
  type OtpCheck,
  type OtpPurpose,
  type VerifyOtpOptions,
} from './codes';
export {
  consoleOtpSender,
  isEmail,
  maskAddress,
  webhookOtpSender,
  type OtpMessage,
  type OtpSender,
} from './sender';

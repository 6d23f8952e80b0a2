export {
  NumberInputScreen,
  type NumberInputScreenProps,
} from './NumberInputScreen/NumberInputScreen';
export { OtpScreen, type OtpScreenProps } from './OtpScreen/OtpScreen';
export { RequireVerified, type RequireVerifiedProps } from './RequireVerified/RequireVerified';
export {
  destinationOfRegistration,
  isPurpose,
  stepAfterVerification,
  type NumberPurpose,
  type VerifiedStep,
} from './model/flow';
export {
  invalidNumberText,
  msisdnOf,
  numberProblem,
  passesOperatorCheck,
  typedOf,
  type NumberProblem,
} from './model/number';

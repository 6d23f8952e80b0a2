export {
  ReferFriendScreen,
  type ReferFriendScreenProps,
} from './ReferFriendScreen/ReferFriendScreen';
export {
  canShareNatively,
  referralFromSearch,
  type IncomingReferral,
  type ShareCapable,
} from './model/referral';
export { useReferralCapture } from './model/useReferralCapture';

export { ConfirmScreen, type ConfirmScreenProps } from './ConfirmScreens/ConfirmScreen';
export { DialScreen, type DialScreenProps } from './DialScreen/DialScreen';
export { InfoScreen, type InfoScreenProps } from './InfoScreens/InfoScreen';
export {
  MySubscriptionScreen,
  type MySubscriptionScreenProps,
} from './MySubscriptionScreen/MySubscriptionScreen';
export {
  DeregistrationScreen,
  type DeregistrationScreenProps,
} from './ResultScreens/DeregistrationScreen';
export {
  RegistrationScreen,
  type RegistrationScreenProps,
} from './ResultScreens/RegistrationScreen';
export { ServiceScreen, type ServiceScreenProps } from './ServiceScreen/ServiceScreen';
export {
  KhoborListScreen,
  type KhoborListScreenProps,
} from './ServiceListScreens/KhoborListScreen';
export {
  SectionListScreen,
  type SectionListScreenProps,
} from './ServiceListScreens/SectionListScreen';
export {
  UmobileResultScreen,
  type UmobilePaymentProof,
  type UmobileResultScreenProps,
} from './UmobileResultScreen/UmobileResultScreen';
export { UserHistoryScreen } from './UserHistoryScreen/UserHistoryScreen';
export { backAfterRegistration, isSubscribed, rmOf, sectionListOf } from './model/flow';
export { useRegistrationStatus } from './model/useRegistrationStatus';

export { SupportScreen, type SupportScreenProps } from './SupportScreen/SupportScreen';
export {
  TicketSuccessScreen,
  type TicketSuccessScreenProps,
} from './TicketSuccessScreen/TicketSuccessScreen';
export {
  SupportHistoryScreen,
  type SupportHistoryScreenProps,
} from './SupportHistoryScreen/SupportHistoryScreen';
export { problemTypeOf, serverStatusOf, ticketOutcome, type TicketOutcome } from './model/support';

export * from './PaymentTimeline';

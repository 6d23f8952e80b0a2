// The billing resources, each by the name the console routes it under (`billingPaths` in
// apps/admin): export only resource definitions here, the console takes every export as one.
export { accountingTransactions, accounts, generalLedgerAccounts } from './accounting';
export {
  commissionConditionNames,
  commissionConfigs,
  commissionDeferreds,
  commissionLogs,
  commissionPlans,
  salesLogs,
} from './commission';
export { invoices } from './invoice';
export {
  gateways,
  merchantGateways,
  paymentTransactionEvents,
  paymentTransactions,
} from './payment';
export { productCategories, products } from './product';
export { ratingConditionNames, ratingConfigs, ratingPlans, ratingTypes } from './productRating';
export { subscriptionPlans, subscriptions, usageRecords } from './subscription';
export { userPaymentMethods } from './userManagement';

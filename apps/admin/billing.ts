import {
  accountingTransactions,
  accounts,
  commissionConditionNames,
  commissionConfigs,
  commissionDeferreds,
  commissionLogs,
  commissionPlans,
  gateways,
  generalLedgerAccounts,
  invoices,
  merchantGateways,
  paymentTransactionEvents,
  paymentTransactions,
  productCategories,
  products,
  ratingConditionNames,
  ratingConfigs,
  ratingPlans,
  ratingTypes,
  salesLogs,
  subscriptionPlans,
  subscriptions,
  usageRecords,
  userPaymentMethods,
} from '@features/billing/modules';

/**
 * The 24 billing resources by name (their routes are `billingPaths`). Only the billing screens'
 * part imports this table, so the definitions load with those screens, not with sign-in or the
 * console's shell.
 */
export const billingResources = {
  generalLedgerAccounts,
  accounts,
  accountingTransactions,
  commissionPlans,
  commissionConditionNames,
  commissionConfigs,
  commissionDeferreds,
  commissionLogs,
  salesLogs,
  gateways,
  merchantGateways,
  paymentTransactions,
  paymentTransactionEvents,
  productCategories,
  products,
  ratingTypes,
  ratingConditionNames,
  ratingPlans,
  ratingConfigs,
  userPaymentMethods,
  subscriptionPlans,
  subscriptions,
  usageRecords,
  invoices,
};

/** The name of a billing resource. */
export type BillingResourceName = keyof typeof billingResources;

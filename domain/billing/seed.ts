import {
  seedAccounts,
  seedAccountingTransactions,
  seedGeneralLedgerAccounts,
  seedInvoices,
  seedPayments,
} from './accounting';
import {
  seedCommissionActivity,
  seedCommissionConditionNames,
  seedCommissionConfigs,
  seedCommissionPlans,
} from './commission';
import { seedGateways, seedMerchantGateways } from './payment';
import {
  seedProductCategories,
  seedProducts,
  seedRatingConditionNames,
  seedRatingConfigs,
  seedRatingPlans,
  seedRatingTypes,
} from './product';
import {
  seedSubscriptionPlans,
  seedSubscriptions,
  seedUsageRecords,
  seedUserPaymentMethods,
} from './subscription';

/** Seed data of the billing API: every collection of the CBS modules, cross-referenced. */
export function seedBilling() {
  const generalLedgerAccounts = seedGeneralLedgerAccounts();
  const accounts = seedAccounts();
  const commissionPlans = seedCommissionPlans();
  const commissionConditionNames = seedCommissionConditionNames();
  const commissionConfigs = seedCommissionConfigs();
  const { salesLogs, commissionLogs, deferreds } = seedCommissionActivity(
    commissionPlans,
    commissionConfigs,
  );
  const productCategories = seedProductCategories();
  const products = seedProducts();
  const ratingTypes = seedRatingTypes();
  const ratingConditionNames = seedRatingConditionNames();
  const ratingPlans = seedRatingPlans();
  const ratingConfigs = seedRatingConfigs();
  const gateways = seedGateways();
  const merchantGateways = seedMerchantGateways();
  const subscriptionPlans = seedSubscriptionPlans();
  const subscriptions = seedSubscriptions(subscriptionPlans);
  const usageRecords = seedUsageRecords(subscriptions);
  const userPaymentMethods = seedUserPaymentMethods();
  const invoices = seedInvoices(subscriptions, subscriptionPlans);
  const { payments, events } = seedPayments(invoices);
  const accountingTransactions = seedAccountingTransactions(accounts, invoices, payments);
  return {
    generalLedgerAccounts,
    accounts,
    accountingTransactions,
    commissionPlans,
    commissionConditionNames,
    commissionConfigs,
    commissionDeferreds: deferreds,
    commissionLogs,
    salesLogs,
    productCategories,
    products,
    ratingTypes,
    ratingConditionNames,
    ratingPlans,
    ratingConfigs,
    gateways,
    merchantGateways,
    paymentTransactions: payments,
    paymentTransactionEvents: events,
    subscriptionPlans,
    subscriptions,
    usageRecords,
    userPaymentMethods,
    invoices,
  };
}

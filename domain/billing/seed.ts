import {
  seedAccounts,
  seedAccountingTransactions,
  seedGeneralLedgerAccounts,
  seedInvoices,
} from './accounting';
import { seedPayments } from './paymentHistory';
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

/**
 * Seed data of the billing API: every collection of the CBS modules, cross-referenced, by the
 * table that stores it (the server seeds each table from its key).
 */
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
    cbs_general_ledger_accounts: generalLedgerAccounts,
    cbs_accounts: accounts,
    cbs_accounting_transactions: accountingTransactions,
    cbs_commission_plans: commissionPlans,
    cbs_commission_condition_names: commissionConditionNames,
    cbs_commission_configs: commissionConfigs,
    cbs_commission_deferreds: deferreds,
    cbs_commission_logs: commissionLogs,
    cbs_sales_logs: salesLogs,
    cbs_product_categories: productCategories,
    cbs_products: products,
    cbs_rating_types: ratingTypes,
    cbs_rating_condition_names: ratingConditionNames,
    cbs_rating_plans: ratingPlans,
    cbs_rating_configs: ratingConfigs,
    cbs_gateways: gateways,
    cbs_merchant_gateways: merchantGateways,
    cbs_payment_transactions: payments,
    cbs_payment_transaction_events: events,
    cbs_subscription_plans: subscriptionPlans,
    cbs_subscriptions: subscriptions,
    cbs_usage_records: usageRecords,
    cbs_user_payment_methods: userPaymentMethods,
    cbs_invoices: invoices,
  };
}

import { resourceIndex } from '@api';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { billingResources, type BillingResourceName } from './billing';
import { billingPaths } from './paths';
import { routes } from './routes';

/**
 * The billing resources and their routes as admin §2.3 names them: list, `add` (`create`
 * for account), `/:id/edit` and `/:id/show`; list and show only for the read-only ledgers
 * (commission_log and sales_log by the spec; accounting transactions, payment transactions and
 * usage records because the server keeps them read-only).
 */
const table: [BillingResourceName, string, 'add' | 'create' | 'read-only'][] = [
  ['generalLedgerAccounts', '/admin/ext-cbs-accounting/general_ledger_account', 'add'],
  ['accounts', '/admin/ext-cbs-accounting/account', 'create'],
  ['accountingTransactions', '/admin/ext-cbs-accounting/accounting_transaction', 'read-only'],
  ['commissionPlans', '/admin/ext-cbs-commission/commission_plan', 'add'],
  ['commissionConditionNames', '/admin/ext-cbs-commission/commission_condition_name', 'add'],
  ['commissionConfigs', '/admin/ext-cbs-commission/commission_config', 'add'],
  ['commissionDeferreds', '/admin/ext-cbs-commission/commission_deferred', 'add'],
  ['commissionLogs', '/admin/ext-cbs-commission/commission_log', 'read-only'],
  ['salesLogs', '/admin/ext-cbs-commission/sales_log', 'read-only'],
  ['gateways', '/admin/ext-cbs-payment/gateway', 'add'],
  ['merchantGateways', '/admin/ext-cbs-payment/merchant_gateway', 'add'],
  ['paymentTransactions', '/admin/ext-cbs-payment/payment_transaction', 'read-only'],
  ['paymentTransactionEvents', '/admin/ext-cbs-payment/payment_transaction_event', 'add'],
  ['productCategories', '/admin/ext-cbs-product/product_category', 'add'],
  ['products', '/admin/ext-cbs-product/product', 'add'],
  ['ratingTypes', '/admin/ext-cbs-product-rating/rating_type', 'add'],
  ['ratingConditionNames', '/admin/ext-cbs-product-rating/rating_condition_name', 'add'],
  ['ratingPlans', '/admin/ext-cbs-product-rating/rating_plan', 'add'],
  ['ratingConfigs', '/admin/ext-cbs-product-rating/rating_config', 'add'],
  ['userPaymentMethods', '/admin/ext-cbs-user-management/user_payment_method', 'add'],
  ['subscriptionPlans', '/admin/ext-cbs-subscription/subscription_plan', 'add'],
  ['subscriptions', '/admin/ext-cbs-subscription/subscription', 'add'],
  ['usageRecords', '/admin/ext-cbs-subscription/usage', 'read-only'],
  ['invoices', '/admin/ext-cbs-invoice/invoice', 'add'],
];

/** Whether a URL reaches a screen of the console (not the '*' route of the 404 page). */
const routed = (url: string) => {
  const matched = matchRoutes(routes, url);
  return matched !== null && matched.at(-1)?.route.path !== '*';
};

describe('the billing routes (admin §2.3)', () => {
  it('cover every billing resource, each once', () => {
    expect(table.map(([name]) => name).sort()).toEqual(Object.keys(billingResources).sort());
    expect(Object.keys(billingPaths).sort()).toEqual(Object.keys(billingResources).sort());
  });

  it.each(table)('%s: %s (%s)', (name, list, kind) => {
    const resource = billingResources[name];
    expect(billingPaths[name].list).toBe(list);
    expect(routed(list)).toBe(true);
    expect(routed(`${list}/418/show`)).toBe(true);
    const editable = kind !== 'read-only';
    // Form routes exactly when the resource has a form, i.e. the contract can store it.
    expect(resource.fields !== undefined).toBe(editable);
    expect(routed(`${list}/add`)).toBe(kind === 'add');
    expect(routed(`${list}/create`)).toBe(kind === 'create');
    expect(routed(`${list}/418/edit`)).toBe(editable);
    // Every list exports its filtered rows.
    expect(resource.exportable).toBe(true);
    expect(resourceIndex[resource.path as keyof typeof resourceIndex].operations).toHaveProperty(
      'export',
    );
  });
});

import { billingResource } from './billingResource';

/** Customers' stored payment methods; the vault token is never shown. */
export const userPaymentMethods = billingResource({
  path: '/cbs/user-management/user-payment',
  title: 'User payment methods',
  singular: 'User payment method',
  label: 'masked_number',
  columns: ['customer_id', 'method_type', 'provider', 'masked_number', 'is_default', 'status'],
});

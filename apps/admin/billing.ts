import * as billingResources from '@features/billing/modules';

/**
 * The billing resources by name: what `@features/billing/modules` exports (their routes are
 * `billingPaths`, under the same names). Only the billing screens' part imports this table, so
 * the definitions load with those screens, not with sign-in or the console's shell.
 */
export { billingResources };

/** The name of a billing resource. */
export type BillingResourceName = keyof typeof billingResources;

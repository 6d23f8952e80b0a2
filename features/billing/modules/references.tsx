import { Link } from 'react-router-dom';
import {
  optionsOf,
  RecordLink,
  useLookupOptions,
  useRecordLinks,
  useRecord,
  useRecordPage,
  type ListPath,
  type LookupSource,
} from '@features/platform/resource';

/**
 * How a reference field (`product_id`, `customer_id`, …) names the record it points at, and
 * where its options come from in forms and filters.
 */
export type Reference =
  /** A record of a resource with a lookup (admin §7.4): named from the lookup's options. */
  | { kind: 'lookup'; path: ListPath; lookup: LookupSource }
  /**
   * A record named by one of its fields, read by id; `options` are where forms and filters find
   * it: a small catalogue's whole list, or a search of a ledger by that field.
   */
  | { kind: 'record'; path: ListPath; label: string; options: LookupSource }
  /** A customer: named by their billing account (accounts are listed by customer_id). */
  | { kind: 'customer' }
  /** A sales agent, known by number only. */
  | { kind: 'agent' };

const lookup = (path: ListPath, lookupPath: ListPath): Reference => ({
  kind: 'lookup',
  path,
  lookup: { path: lookupPath },
});

/**
 * A record named by one of its fields. Its options are a small catalogue's whole list, or for a
 * ledger a search of its list by that field (`search`: the list filter on it) as the user types.
 */
const record = (path: ListPath, label: string, options: 'catalogue' | 'search'): Reference => ({
  kind: 'record',
  path,
  label,
  options:
    options === 'catalogue'
      ? { path, label, query: { per_page: 100 } }
      : { path, label, search: label },
});

/** The accounts, where a customer's name is found. */
export const accountsPath = '/cbs/accounting/account' satisfies ListPath;

/** The record each reference field of the billing contract points at. */
export const references: Readonly<Record<string, Reference>> = {
  general_ledger_account_id: lookup(
    '/cbs/accounting/general-ledger-account',
    '/cbs/accounting/all-general-ledger-account',
  ),
  account_id: lookup(accountsPath, '/cbs/accounting/all-account'),
  commission_plan_id: lookup(
    '/cbs/commission/commission-plan',
    '/cbs/commission/all-commission-plan',
  ),
  commission_condition_name_id: lookup(
    '/cbs/commission/commission-condition-name',
    '/cbs/commission/all-condition-name',
  ),
  commission_config_id: lookup(
    '/cbs/commission/commission-config',
    '/cbs/commission/all-commission-config',
  ),
  product_category_id: lookup('/cbs/product/product-category', '/cbs/product/all-product-category'),
  product_id: lookup('/cbs/product/products', '/cbs/product/all-product'),
  rating_plan_id: lookup('/cbs/product-rating/rating-plan', '/cbs/product-rating/all-rating-plan'),
  rating_type_id: lookup('/cbs/product-rating/rating-type', '/cbs/product-rating/all-rating-type'),
  rating_condition_name_id: lookup(
    '/cbs/product-rating/rating-condition-name',
    '/cbs/product-rating/all-rating-condition-name',
  ),
  gateway_id: lookup('/cbs/payment/gateway', '/cbs/payment/all-gateway'),
  merchant_gateway_id: record('/cbs/payment/merchant-gateway', 'merchant_name', 'catalogue'),
  subscription_plan_id: record('/cbs/subscription/subscription-plan', 'name', 'catalogue'),
  subscription_id: record('/cbs/subscription/subscription', 'subscription_number', 'search'),
  invoice_id: record('/cbs/invoice/invoice', 'invoice_number', 'search'),
  payment_transaction_id: record('/cbs/payment/payment-transaction', 'transaction_ref', 'search'),
  sales_log_id: record('/cbs/commission/sales-log', 'sale_reference', 'search'),
  customer_id: { kind: 'customer' },
  beneficiary_id: { kind: 'agent' },
  agent_id: { kind: 'agent' },
};

/**
 * The reference of a field of a resource: `parent_id` points at the resource itself (ledger
 * accounts and product categories nest).
 */
export function referenceOf(field: string, resourcePath: string): Reference | undefined {
  if (field !== 'parent_id') return references[field];
  return Object.values(references).find(
    (reference) => reference.kind === 'lookup' && reference.path === resourcePath,
  );
}

/** A customer as forms and filters find one: by the name on their billing account. */
const customerSource: LookupSource = {
  path: accountsPath,
  value: 'customer_id',
  search: 'account_name',
  label: (account) => `${String(account.account_name)} (${String(account.customer_id)})`,
};

/** Where a reference field's form and filter options come from, if it has a list of them. */
export function optionSourceOf(reference: Reference | undefined): LookupSource | undefined {
  switch (reference?.kind) {
    case 'lookup':
      return reference.lookup;
    case 'record':
      return reference.options;
    case 'customer':
      return customerSource;
    default:
      return undefined;
  }
}

function LookupName({ reference, id }: { reference: Reference & { kind: 'lookup' }; id: number }) {
  const options = useLookupOptions(reference.lookup);
  const name = options.data?.find((option) => Number(option.value) === id)?.label;
  return (
    <RecordLink path={reference.path} id={id}>
      {name ?? `#${String(id)}`}
    </RecordLink>
  );
}

function RecordName({ reference, id }: { reference: Reference & { kind: 'record' }; id: number }) {
  const found = useRecord<Record<string, unknown>>(reference.path, String(id));
  const name = found.data?.[reference.label];
  return (
    <RecordLink path={reference.path} id={id}>
      {typeof name === 'string' && name !== '' ? name : `#${String(id)}`}
    </RecordLink>
  );
}

/** The most accounts read to name a customer: a customer has far fewer. */
const accountsPerCustomer = 20;

/**
 * A customer's name: the name on their first account (as their options in forms), linked to
 * the list of their accounts. A later account never renames them.
 */
function CustomerName({ id }: { id: number }) {
  const accounts = useRecordPage<Record<string, unknown>>(accountsPath, {
    customer_id: id,
    per_page: accountsPerCustomer,
  });
  const name = optionsOf(accounts.data?.rows ?? [], { ...customerSource, label: 'account_name' })[0]
    ?.label;
  const href = useRecordLinks().list(accountsPath, { customer_id: id });
  const text = name ?? `Customer ${String(id)}`;
  return href === undefined || name === undefined ? <>{text}</> : <Link to={href}>{text}</Link>;
}

export interface ReferenceNameProps {
  /** How the field refers. */
  reference: Reference;
  /** The id it holds. */
  id: number;
}

/** The name of the record a reference field points at, linked to its show page. */
export function ReferenceName({ reference, id }: ReferenceNameProps) {
  switch (reference.kind) {
    case 'lookup':
      return <LookupName reference={reference} id={id} />;
    case 'record':
      return <RecordName reference={reference} id={id} />;
    case 'customer':
      return <CustomerName id={id} />;
    case 'agent':
      return <>Agent {id}</>;
  }
}

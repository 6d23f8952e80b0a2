import { operatorNames } from '@domain/billing';
import type { LabelTone, SelectOption } from '@ds';

/**
 * The words of the billing screens: how a field is labelled and shown, by its name in the
 * contract. The contract says what a field is (type, enum, format, write-only); this says how
 * an operator reads it.
 */

/** Labels that are not the field name in words. */
const labels: Record<string, string> = {
  id: 'ID',
  msisdn: 'MSISDN',
  sku: 'SKU',
  api_base_url: 'API base URL',
  callback_url: 'Callback URL',
  return_url: 'Return URL',
  beneficiary_id: 'Beneficiary (agent)',
  parent_id: 'Parent',
  data_allowance_mb: 'Data allowance (MB)',
  is_active: 'Active',
  is_sandbox: 'Sandbox',
  is_default: 'Default method',
  lines: 'Lines',
};

/** A field's label: 'product_category_id' → 'Product category'. */
export function labelOf(field: string): string {
  const known = labels[field];
  if (known !== undefined) return known;
  const words = field.replace(/_id$/, '').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Amounts of money: shown with the record's currency and two decimals. */
export const moneyFields: ReadonlySet<string> = new Set([
  'amount',
  'balance',
  'balance_after',
  'base_amount',
  'commission_amount',
  'credit_limit',
  'flat_amount',
  'minimum_charge',
  'price',
  'rated_amount',
  'subtotal',
  'tax_amount',
  'total',
  'total_amount',
  'unit_price',
]);

/** Percentages: entered under the rate rule (admin §5), shown with a % sign. */
export const rateFields: ReadonlySet<string> = new Set(['rate', 'fee_rate', 'tax_rate']);

/** Free text long enough for a text area. */
export const longTextFields: ReadonlySet<string> = new Set([
  'description',
  'notes',
  'remarks',
  'cancel_reason',
  'failure_reason',
  'payload',
]);

/** Fields shown as a coloured status label. */
export const statusFields: ReadonlySet<string> = new Set(['status', 'status_from', 'status_to']);

/** Words that stay upper-case in a value's label. */
const acronyms = new Set(['fpx', 'ussd', 'sms', 'vas', 'kb', 'mb', 'myr', 'usd', 'bdt', 'api']);

/** An enum value as an operator reads it: 'bank_transfer' → 'Bank transfer', 'fpx' → 'FPX'. */
export function valueLabel(field: string, value: unknown): string {
  if (field === 'operator_id' && (value === 1 || value === 2)) return operatorNames[value];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  if (/^[A-Z]{3}$/.test(value) || !/^[a-z_]+$/.test(value)) return value;
  const words = value.split('_').map((word) => (acronyms.has(word) ? word.toUpperCase() : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The options of an enum field, labelled. */
export function optionsOf(field: string, values: readonly unknown[]): SelectOption[] {
  return values
    .filter(
      (value): value is string | number => typeof value === 'string' || typeof value === 'number',
    )
    .map((value) => ({ value, label: valueLabel(field, value) }));
}

const tones: Record<string, LabelTone> = {
  active: 'success',
  success: 'success',
  paid: 'success',
  released: 'success',
  captured: 'success',
  authorized: 'success',
  issued: 'info',
  calculated: 'info',
  trial: 'info',
  refunded: 'info',
  redirected: 'info',
  callback_received: 'info',
  pending: 'warning',
  initiated: 'warning',
  deferred: 'warning',
  maintenance: 'warning',
  overdue: 'warning',
  suspended: 'warning',
  failed: 'danger',
  cancelled: 'danger',
  revoked: 'danger',
  reversed: 'danger',
  void: 'danger',
  expired: 'danger',
};

/** The colour of a status value (inactive, closed, draft, retired: grey). */
export function toneOf(value: unknown): LabelTone {
  return typeof value === 'string' ? (tones[value] ?? 'default') : 'default';
}

import type { Schema } from '../schema';
import { round2 } from './money';
import { pad } from './customers';

type Invoice = Schema<'Invoice'>;
type PaymentTransaction = Schema<'PaymentTransaction'>;
type PaymentTransactionEvent = Schema<'PaymentTransactionEvent'>;

/** The largest amount a money column holds (numeric(14, 2)). */
export const largestAmount = 999_999_999_999.99;

/** Builds an invoice from its lines: amounts, subtotal, tax and total add up (to the sen). */
export function invoiceTotals(
  lines: readonly Schema<'InvoiceLineInput'>[],
): Pick<Invoice, 'lines' | 'subtotal' | 'tax_amount' | 'total'> {
  const priced = lines.map((line) => ({
    description: line.description,
    product_id: line.product_id ?? null,
    quantity: line.quantity,
    unit_price: line.unit_price,
    amount: round2(line.quantity * line.unit_price),
    tax_rate: line.tax_rate,
  }));
  const subtotal = round2(priced.reduce((sum, line) => sum + line.amount, 0));
  const tax = round2(priced.reduce((sum, line) => sum + (line.amount * line.tax_rate) / 100, 0));
  // Keep subtotal + tax = total exactly, with a total the contract's cent check accepts.
  return { lines: priced, subtotal, tax_amount: tax, total: round2(subtotal + tax) };
}

/** An invoice's number: the year it was created and its id, `INV-2025-000418`. */
export const invoiceNumber = (id: number, createdAt: Date) =>
  `INV-${String(createdAt.getUTCFullYear())}-${pad(id, 6)}`;

/**
 * What a new event does to its payment transaction: the transaction takes the event's status,
 * and a final one (neither initiated nor pending) completes it, once, when the event occurred.
 */
export function transactionAfterEvent(
  transaction: Pick<PaymentTransaction, 'completed_at'>,
  event: Pick<PaymentTransactionEvent, 'status_to' | 'occurred_at'>,
): Pick<PaymentTransaction, 'status' | 'completed_at'> {
  const final = event.status_to !== 'initiated' && event.status_to !== 'pending';
  return {
    status: event.status_to,
    completed_at: final
      ? (transaction.completed_at ?? event.occurred_at)
      : transaction.completed_at,
  };
}

/** Who a payment method belongs to, and whether it is the default. */
interface PaymentMethodDefault {
  id: number;
  customer_id: number;
  is_default: boolean;
}

/**
 * A customer has one default payment method: the methods that stop being the default when
 * `saved` is stored (the customer's other defaults), none when `saved` is not the default.
 */
export function replacedDefaults<Method extends PaymentMethodDefault>(
  saved: PaymentMethodDefault,
  methods: readonly Method[],
): Method[] {
  if (!saved.is_default) return [];
  return methods.filter(
    (method) =>
      method.customer_id === saved.customer_id && method.id !== saved.id && method.is_default,
  );
}

/** What a commission config's option name is made of. */
export interface CommissionConfigParts {
  /** The plan's code; undefined when the plan is unknown. */
  planCode: string | undefined;
  /** The condition name's key; undefined when it is unknown. */
  conditionKey: string | undefined;
  config: Pick<
    Schema<'CommissionConfig'>,
    'commission_plan_id' | 'condition_operator' | 'condition_value' | 'rate' | 'flat_amount'
  >;
}

/**
 * The name of a commission config option: plan code, condition, value and what it pays
 * (`RETAIL-RELOAD-25: sales_channel in retail,agent (4.25%)`, or `(RM 2.00)` for a flat amount).
 */
export function commissionConfigLabel({
  planCode,
  conditionKey,
  config,
}: CommissionConfigParts): string {
  const flat = config.flat_amount ?? null;
  const amount =
    flat !== null && config.rate === 0 ? `RM ${flat.toFixed(2)}` : `${String(config.rate)}%`;
  const plan = planCode ?? `Plan ${String(config.commission_plan_id)}`;
  const condition = `${conditionKey ?? 'condition'} ${config.condition_operator} ${config.condition_value}`;
  return `${plan}: ${condition} (${amount})`;
}

// The demo payment history: a transaction per invoice paid and the reloads, each with its
// events, dated back from the newest invoice.
import type { Schema } from '../schema';
import { merchantFor } from './payment';
import { customerById, customers, pad } from './customers';

type Invoice = Schema<'Invoice'>;
type Payment = Schema<'PaymentTransaction'>;
type PaymentEvent = Schema<'PaymentTransactionEvent'>;

const reloadOutcomes: Payment['status'][] = [
  'success',
  'success',
  'failed',
  'pending',
  'success',
  'cancelled',
  'refunded',
];

const methodCycle: Payment['payment_method'][] = [
  'card',
  'fpx',
  'ewallet',
  'card',
  'carrier_billing',
];

/** A demo moment (epoch milliseconds) as the contract writes it, to the second. */
export function stamp(at: number): string {
  return new Date(at).toISOString().replace('.000Z', 'Z');
}

/**
 * Payment transactions (ids 70020–70047) with their events: the paid invoices, prepaid reloads
 * and a few failed, pending, cancelled and refunded attempts.
 */
export function seedPayments(invoices: readonly Invoice[]) {
  const payments: Payment[] = [];
  const events: PaymentEvent[] = [];
  let eventId = 210300;
  const addEvent = (
    payment: Payment,
    type: PaymentEvent['event_type'],
    from: PaymentEvent['status_from'],
    to: PaymentEvent['status_to'],
    at: string,
    payload: PaymentEvent['payload'],
    remarks: string | null = null,
  ) => {
    events.push({
      id: eventId,
      payment_transaction_id: payment.id,
      event_type: type,
      status_from: from,
      status_to: to,
      payload,
      remarks,
      occurred_at: at,
      created_at: at,
      updated_at: at,
    });
    eventId += 1;
  };

  const paid = invoices.filter((invoice) => invoice.status === 'paid' && invoice.paid_at !== null);
  const overdue = invoices.filter((invoice) => invoice.status === 'overdue');
  const reloadCustomers = customers.filter(
    (customer) => customer.kind === 'prepaid' || customer.kind === 'wallet',
  );
  for (let index = 0; index < 28; index += 1) {
    const id = 70020 + index;
    const invoice =
      index < paid.length
        ? paid[index]
        : index % 5 === 0
          ? overdue[index % overdue.length]
          : undefined;
    const reload =
      invoice === undefined ? reloadCustomers[index % reloadCustomers.length] : undefined;
    const customer = invoice !== undefined ? customerById(invoice.customer_id) : reload;
    if (customer === undefined) continue;
    const method = methodCycle[index % methodCycle.length] ?? 'card';
    const route = merchantFor(method, customer.operatorId);
    const initiated =
      invoice?.paid_at != null
        ? Date.parse(invoice.paid_at) - 95_000
        : Date.parse('2025-05-20T01:30:00Z') + index * 9 * 3_600_000;
    const status: Payment['status'] =
      invoice?.status === 'paid'
        ? 'success'
        : invoice !== undefined
          ? 'failed'
          : (reloadOutcomes[index % reloadOutcomes.length] ?? 'success');
    const amount = invoice?.total ?? [10, 30, 50, 15, 100, 20][index % 6] ?? 30;
    const ref = `PT-${stamp(initiated).slice(0, 10).replaceAll('-', '')}-${pad(id - 70000, 5)}`;
    const completed = status === 'pending' ? null : stamp(initiated + 62_000);
    const payment: Payment = {
      id,
      transaction_ref: ref,
      merchant_gateway_id: route.merchant,
      gateway_id: route.gateway,
      customer_id: customer.id,
      invoice_id: invoice?.id ?? null,
      msisdn: customer.msisdn,
      amount,
      currency: 'MYR',
      payment_method: method,
      gateway_reference: status === 'cancelled' ? null : `T${pad(123456789 + index * 7331, 10)}`,
      status,
      failure_reason:
        status === 'failed'
          ? invoice !== undefined
            ? 'Insufficient funds (issuer declined, code 51)'
            : 'Customer abandoned the payment page'
          : null,
      initiated_at: stamp(initiated),
      completed_at: completed,
      created_at: stamp(initiated),
      updated_at: stamp(initiated + (status === 'refunded' ? 86_400_000 : 62_000)),
    };
    payments.push(payment);
    const payload = {
      RefNo: ref,
      TransId: payment.gateway_reference ?? '',
      Status: status === 'success' || status === 'refunded' ? '1' : '0',
      Amount: amount.toFixed(2),
      Currency: 'MYR',
    };
    addEvent(payment, 'initiated', null, 'initiated', stamp(initiated), null);
    if (method !== 'carrier_billing' && status !== 'cancelled') {
      addEvent(payment, 'redirected', 'initiated', 'pending', stamp(initiated + 4_000), null);
    }
    const pending = method === 'carrier_billing' ? 'initiated' : 'pending';
    if (status === 'success' || status === 'refunded') {
      addEvent(
        payment,
        'callback_received',
        pending,
        'success',
        stamp(initiated + 62_000),
        payload,
      );
    } else if (status === 'failed') {
      addEvent(
        payment,
        'failed',
        pending,
        'failed',
        stamp(initiated + 62_000),
        payload,
        payment.failure_reason,
      );
    } else if (status === 'cancelled') {
      addEvent(
        payment,
        'cancelled',
        'initiated',
        'cancelled',
        stamp(initiated + 62_000),
        null,
        'Customer closed the wallet page',
      );
    }
    if (status === 'refunded') {
      addEvent(
        payment,
        'refunded',
        'success',
        'refunded',
        stamp(initiated + 86_400_000),
        payload,
        'Reload failed at the operator; refunded',
      );
    }
  }
  return { payments, events };
}

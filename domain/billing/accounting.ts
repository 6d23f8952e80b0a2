import type { Schema } from '../schema';
import { round2 } from './money';
import { customerById, customers, pad } from './customers';
import { merchantFor } from './payment';
import { invoiceNumber, invoiceTotals } from './rules';

type LedgerAccount = Schema<'GeneralLedgerAccount'>;
type Account = Schema<'Account'>;
type Transaction = Schema<'AccountingTransaction'>;
type Invoice = Schema<'Invoice'>;
type InvoiceLine = Schema<'InvoiceLine'>;
type Payment = Schema<'PaymentTransaction'>;
type PaymentEvent = Schema<'PaymentTransactionEvent'>;
type Subscription = Schema<'Subscription'>;
type SubscriptionPlan = Schema<'SubscriptionPlan'>;

const ledgerRows: [
  string,
  string,
  LedgerAccount['account_type'],
  LedgerAccount['normal_balance'],
  number | null,
  string,
  boolean,
][] = [
  ['1000', 'Assets', 'asset', 'debit', null, 'Parent of all asset accounts.', true],
  ['1100', 'Cash at bank', 'asset', 'debit', 1, 'Maybank and CIMB operating accounts.', true],
  [
    '1200',
    'Trade receivables',
    'asset',
    'debit',
    1,
    'Amounts billed to postpaid customers and not yet paid.',
    true,
  ],
  [
    '1200-01',
    'Corporate receivables',
    'asset',
    'debit',
    3,
    'Receivables of corporate accounts.',
    true,
  ],
  ['2000', 'Liabilities', 'liability', 'credit', null, 'Parent of all liability accounts.', true],
  [
    '2100',
    'Customer prepaid balances',
    'liability',
    'credit',
    5,
    'Unused prepaid credit and wallet balances.',
    true,
  ],
  [
    '4100',
    'Service revenue',
    'revenue',
    'credit',
    null,
    'Parent of the service revenue accounts.',
    true,
  ],
  [
    '4100-01',
    'Prepaid airtime revenue',
    'revenue',
    'credit',
    7,
    'Revenue recognised from prepaid reloads and subscriptions.',
    true,
  ],
  [
    '4100-02',
    'Postpaid subscription revenue',
    'revenue',
    'credit',
    7,
    'Monthly commitment fees of postpaid plans.',
    true,
  ],
  [
    '4100-03',
    'Data pack revenue',
    'revenue',
    'credit',
    7,
    'Internet, roaming and social passes.',
    true,
  ],
  [
    '4100-04',
    'Value-added services revenue',
    'revenue',
    'credit',
    7,
    'Content subscriptions such as Bangla Barta and Game Zone.',
    true,
  ],
  [
    '2200',
    'SST payable',
    'liability',
    'credit',
    5,
    'Service tax collected on invoices, due to the Royal Malaysian Customs.',
    true,
  ],
  [
    '5100',
    'Dealer commission expense',
    'expense',
    'debit',
    null,
    'Commission earned by dealers and agents.',
    true,
  ],
  [
    '5200',
    'Payment gateway fees',
    'expense',
    'debit',
    null,
    'MDR and fees charged by payment gateways.',
    true,
  ],
  [
    '2300',
    'Commission payable',
    'liability',
    'credit',
    5,
    'Commission calculated but not yet paid out.',
    true,
  ],
  ['3000', 'Retained earnings', 'equity', 'credit', null, 'Accumulated profits.', true],
  [
    '4100-05',
    'IDD revenue (legacy)',
    'revenue',
    'credit',
    7,
    'Old IDD saver bundles; no longer posted to.',
    false,
  ],
  [
    '1100-01',
    'iPay88 clearing',
    'asset',
    'debit',
    2,
    'Card and e-wallet collections awaiting settlement.',
    true,
  ],
];

/** General ledger accounts (ids 1–18). */
export function seedGeneralLedgerAccounts(): LedgerAccount[] {
  return ledgerRows.map(([code, name, type, normal, parent, description, active], index) => ({
    id: index + 1,
    code,
    name,
    account_type: type,
    normal_balance: normal,
    parent_id: parent,
    currency: 'MYR',
    description,
    is_active: active,
    created_at: '2024-01-02T00:00:00Z',
    updated_at: active ? '2024-01-02T00:00:00Z' : '2025-01-02T00:00:00Z',
  }));
}

const ledgerOfKind: Record<Account['account_type'], number> = {
  prepaid: 6,
  postpaid: 3,
  corporate: 4,
  wallet: 6,
};

/** Customer accounts (ids 10441–10466), one per customer; balances follow the transactions. */
export function seedAccounts(): Account[] {
  return customers.map((customer, index) => {
    const status: Account['status'] =
      index === 9 ? 'suspended' : index === 16 ? 'closed' : 'active';
    const opened =
      index === 11
        ? '2023-08-14'
        : `202${index % 3 === 0 ? 3 : 4}-${pad(1 + (index % 12))}-${pad(3 + index)}`;
    const prepaid = customer.kind === 'prepaid' || customer.kind === 'wallet';
    return {
      id: customer.accountId,
      account_number: `ACC-${pad(customer.accountId, 8)}`,
      customer_id: customer.id,
      account_name: customer.name,
      account_type: customer.kind,
      general_ledger_account_id: ledgerOfKind[customer.kind],
      msisdn: customer.kind === 'corporate' ? null : customer.msisdn,
      currency: 'MYR',
      balance: prepaid ? round2(5 + ((index * 17.35) % 80)) : 0,
      credit_limit: customer.kind === 'corporate' ? 20000 : prepaid ? 0 : 500,
      status,
      opened_at: opened,
      closed_at: status === 'closed' ? '2025-04-30' : null,
      created_at: index === 11 ? '2023-08-14T03:12:00Z' : `${opened}T03:12:00Z`,
      updated_at: '2025-06-01T00:05:00Z',
    };
  });
}

const months = [
  {
    label: 'April 2025',
    issued: '2025-04-16',
    due: '2025-04-30',
    overdue: '2025-05-01',
    paid: '2025-04-2',
  },
  {
    label: 'May 2025',
    issued: '2025-05-16',
    due: '2025-05-30',
    overdue: '2025-05-31',
    paid: '2025-05-2',
  },
] as const;

/**
 * Invoices (ids 400–425): the April and May bills of the postpaid and corporate customers, on
 * their base subscription.
 */
export function seedInvoices(
  subscriptions: readonly Subscription[],
  plans: readonly SubscriptionPlan[],
): Invoice[] {
  const billed = customers.filter(
    (customer) => customer.kind === 'postpaid' || customer.kind === 'corporate',
  );
  const invoices: Invoice[] = [];
  months.forEach((month, monthIndex) => {
    billed.forEach((customer, index) => {
      const id = 400 + monthIndex * billed.length + index;
      const subscription = subscriptions.find(
        (candidate) =>
          candidate.customer_id === customer.id &&
          plans.some(
            (plan) =>
              plan.id === candidate.subscription_plan_id &&
              plan.billing_cycle === 'monthly' &&
              plan.price >= 98,
          ),
      );
      const plan = plans.find((candidate) => candidate.id === subscription?.subscription_plan_id);
      const lines: Omit<InvoiceLine, 'amount'>[] = [
        {
          description: `${plan?.name.replace(' monthly', '') ?? 'Postpaid'} monthly commitment (${month.label})`,
          product_id: plan?.product_id ?? 12,
          quantity: customer.kind === 'corporate' ? 25 : 1,
          unit_price: plan?.price ?? 98,
          tax_rate: 8,
        },
      ];
      if (index % 2 === 1 || id === 418) {
        const minutes = id === 418 ? 40 : 10 + ((index * 7) % 50);
        lines.push({
          description: `IDD calls to Bangladesh (${minutes} min)`,
          product_id: null,
          quantity: minutes,
          unit_price: 0.75,
          tax_rate: 8,
        });
      }
      if (index % 3 === 2) {
        lines.push({
          description: 'Roaming pass ASEAN 3 days',
          product_id: 20,
          quantity: 1,
          unit_price: 25,
          tax_rate: 8,
        });
      }
      if (index % 4 === 0 && customer.kind !== 'corporate') {
        lines.push({
          description: 'Bangla Barta weekly (4 weeks)',
          product_id: 44,
          quantity: 4,
          unit_price: 3,
          tax_rate: 6,
        });
      }
      const status: Invoice['status'] =
        id === 418
          ? 'overdue'
          : monthIndex === 0
            ? index === 7
              ? 'void'
              : index === 4
                ? 'overdue'
                : 'paid'
            : index % 4 === 0
              ? 'paid'
              : index % 4 === 1
                ? 'issued'
                : index % 4 === 2
                  ? 'overdue'
                  : index === 11
                    ? 'draft'
                    : 'issued';
      const draft = status === 'draft';
      const paidAt = status === 'paid' ? `${month.paid}${index % 9}T0${index % 9}:15:00Z` : null;
      invoices.push({
        id,
        invoice_number: invoiceNumber(id, new Date(`${month.issued}T00:00:00Z`)),
        customer_id: customer.id,
        subscription_id: subscription?.id ?? null,
        ...invoiceTotals(lines),
        currency: 'MYR',
        status,
        issued_at: draft ? null : `${month.issued}T00:00:00Z`,
        due_at: draft ? null : `${month.due}T23:59:59Z`,
        paid_at: paidAt,
        notes:
          status === 'void'
            ? 'Voided: billed twice after plan migration'
            : customer.kind === 'corporate'
              ? `${String(25)} lines under one corporate account`
              : null,
        created_at: `${month.issued}T00:00:00Z`,
        updated_at:
          paidAt ??
          (status === 'overdue' ? `${month.overdue}T00:00:00Z` : `${month.issued}T00:00:00Z`),
      });
    });
  });
  return invoices;
}

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

function stamp(at: number): string {
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

function revenueLedger(line: InvoiceLine): number {
  const product = line.product_id ?? null;
  if (product === null) return 8;
  return product >= 41 ? 11 : product >= 20 ? 10 : 9;
}

/**
 * Accounting transactions posted for the May invoices (a debit per invoice) and for the
 * successful payments (a credit), with each account's running balance; the accounts' balances
 * are set to the last balance posted.
 */
export function seedAccountingTransactions(
  accounts: Account[],
  invoices: readonly Invoice[],
  payments: readonly Payment[],
): Transaction[] {
  interface Posting {
    at: string;
    customerId: number;
    entry: Transaction['entry_type'];
    amount: number;
    ledger: number;
    source: Transaction['source_type'];
    sourceId: number;
    description: string;
  }
  const postings: Posting[] = [];
  for (const invoice of invoices) {
    if (invoice.issued_at === null || !invoice.issued_at.startsWith('2025-05')) continue;
    const first = invoice.lines[0];
    postings.push({
      at: invoice.issued_at,
      customerId: invoice.customer_id,
      entry: 'debit',
      amount: invoice.total,
      ledger: first === undefined ? 9 : revenueLedger(first),
      source: 'invoice',
      sourceId: invoice.id,
      description: `Invoice ${invoice.invoice_number} issued`,
    });
  }
  for (const payment of payments) {
    if (payment.status !== 'success' && payment.status !== 'refunded') continue;
    const at = payment.completed_at ?? payment.initiated_at;
    postings.push({
      at,
      customerId: payment.customer_id,
      entry: 'credit',
      amount: payment.amount,
      ledger: payment.invoice_id === null ? 8 : 18,
      source: payment.invoice_id === null ? 'topup' : 'payment',
      sourceId: payment.id,
      description:
        payment.invoice_id === null
          ? `Reload RM ${payment.amount.toFixed(2)} via ${payment.payment_method}`
          : `Payment ${payment.transaction_ref} received`,
    });
    if (payment.status === 'refunded') {
      postings.push({
        at: payment.updated_at,
        customerId: payment.customer_id,
        entry: 'debit',
        amount: payment.amount,
        ledger: 6,
        source: 'refund',
        sourceId: payment.id,
        description: `Refund of ${payment.transaction_ref}`,
      });
    }
  }
  postings.sort((a, b) => a.at.localeCompare(b.at));
  const balances = new Map(accounts.map((account) => [account.customer_id, account.balance]));
  const transactions: Transaction[] = [];
  postings.forEach((posting, index) => {
    const account = accounts.find((candidate) => candidate.customer_id === posting.customerId);
    if (account === undefined) return;
    const before = balances.get(posting.customerId) ?? 0;
    const after = round2(
      posting.entry === 'debit' ? before - posting.amount : before + posting.amount,
    );
    balances.set(posting.customerId, after);
    const id = 5520900 + index;
    transactions.push({
      id,
      transaction_ref: `AT-${posting.at.slice(0, 10).replaceAll('-', '')}-${pad(index + 400, 6)}`,
      account_id: account.id,
      general_ledger_account_id: posting.ledger,
      entry_type: posting.entry,
      amount: posting.amount,
      currency: 'MYR',
      balance_after: after,
      description: posting.description,
      source_type: posting.source,
      source_id: posting.sourceId,
      transaction_date: posting.at,
      created_at: stamp(Date.parse(posting.at) + 2_000),
    });
  });
  accounts.forEach((account, index) => {
    accounts[index] = { ...account, balance: balances.get(account.customer_id) ?? account.balance };
  });
  return transactions;
}

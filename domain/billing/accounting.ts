import type { Schema } from '../schema';
import { round2 } from './money';
import { customers, pad } from './customers';
import { stamp } from './paymentHistory';
import { invoiceNumber, invoiceTotals } from './rules';

type LedgerAccount = Schema<'GeneralLedgerAccount'>;
type Account = Schema<'Account'>;
type Transaction = Schema<'AccountingTransaction'>;
type Invoice = Schema<'Invoice'>;
type InvoiceLine = Schema<'InvoiceLine'>;
type Payment = Schema<'PaymentTransaction'>;
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

import { billingResource } from './billingResource';
import { RelatedRecords } from './RelatedRecords';

/** Ledger postings (read-only: billing runs post them). */
export const accountingTransactions = billingResource({
  path: '/cbs/accounting/accounting-transaction',
  title: 'Accounting transactions',
  singular: 'Accounting transaction',
  label: 'transaction_ref',
  date: 'transaction_date',
  columns: [
    'transaction_ref',
    'transaction_date',
    'account_id',
    'entry_type',
    'amount',
    'balance_after',
    'source_type',
  ],
});

/** Customers' billing accounts, with their ledger transactions. */
export const accounts = billingResource({
  path: '/cbs/accounting/account',
  title: 'Accounts',
  singular: 'Account',
  label: 'account_number',
  columns: [
    'account_number',
    'account_name',
    'customer_id',
    'account_type',
    'msisdn',
    'balance',
    'status',
  ],
  related: (account) => (
    <RelatedRecords
      title="Ledger transactions"
      resource={accountingTransactions}
      filter={{ account_id: account.id }}
      columns={[
        'transaction_ref',
        'transaction_date',
        'entry_type',
        'amount',
        'balance_after',
        'source_type',
      ]}
    />
  ),
});

/** The chart of accounts, with the customer accounts posted to each. */
export const generalLedgerAccounts = billingResource({
  path: '/cbs/accounting/general-ledger-account',
  title: 'General ledger accounts',
  singular: 'General ledger account',
  label: 'name',
  columns: ['code', 'name', 'account_type', 'normal_balance', 'parent_id', 'currency', 'is_active'],
  related: (ledger) => (
    <RelatedRecords
      title="Accounts"
      resource={accounts}
      filter={{ general_ledger_account_id: ledger.id }}
      columns={['account_number', 'account_name', 'balance', 'status']}
    />
  ),
});

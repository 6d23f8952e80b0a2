import { billingResource } from './billingResource';
import { InvoiceDocument } from './InvoiceDocument';
import { blankLine, InvoiceLinesField, lineErrors, linesOf } from './InvoiceLines';
import { paymentTransactions } from './payment';
import { RelatedRecords } from './RelatedRecords';

/** Customer invoices: the server numbers and prices them; printable on one A4 page. */
export const invoices = billingResource({
  path: '/cbs/invoice/invoice',
  title: 'Invoices',
  singular: 'Invoice',
  label: 'invoice_number',
  date: 'issued_at',
  columns: ['invoice_number', 'customer_id', 'status', 'total', 'issued_at', 'due_at'],
  hidden: ['lines', 'subtotal', 'tax_amount', 'total', 'notes'],
  fields: {
    lines: {
      type: 'custom',
      render: (props) => <InvoiceLinesField {...props} />,
      nestedErrors: lineErrors,
      fromRecord: (record) => linesOf(record.lines),
      defaultValue: [blankLine()],
    },
  },
  related: (invoice) => (
    <>
      <InvoiceDocument invoice={invoice} />
      <RelatedRecords
        title="Payments"
        resource={paymentTransactions}
        filter={{ invoice_id: invoice.id }}
        columns={['transaction_ref', 'payment_method', 'amount', 'status', 'initiated_at']}
      />
    </>
  ),
});

import { billingResource } from './billingResource';
import { InvoiceDocument } from './InvoiceDocument';
import { blankLine, InvoiceLinesField, lineErrors, linesOf } from './InvoiceLines';

/** Customer invoices: the server numbers and prices them; printable on one A4 page with their payments. */
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
  // The printable invoice lists its payments itself, linked to each payment's page.
  related: (invoice) => <InvoiceDocument invoice={invoice} />,
});

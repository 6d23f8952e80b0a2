import type { Schema } from '@api';
import { Button, Icon, Spinner } from '@ds';
import { LoadFailure, RecordLink, useRecordPage } from '@features/platform/resource';
import styled, { createGlobalStyle } from 'styled-components';
import { StatusBadge } from '../fieldValue';
import { formatDate, formatMoney, formatRate } from '../format';
import { ReferenceName, references } from '../references';
import { valueLabel } from '../vocabulary';

type Invoice = Schema<'Invoice'>;
type Payment = Schema<'PaymentTransaction'>;

/** The payments list, which the invoice's payments are read from by `invoice_id`. */
const paymentsPath = '/cbs/payment/payment-transaction';

/** The most payments one list call answers: an invoice has far fewer. */
const paymentsPerInvoice = 100;

/**
 * On paper only the invoice: every element that neither is nor holds it is left out (so the
 * console around it takes no space and a normal invoice fits one A4 page), and what holds it
 * loses its frame.
 */
const PrintStyle = createGlobalStyle`
  @media print {
    @page {
      size: A4;
      margin: 14mm;
    }
    body *:not(:has([data-print-root])):not([data-print-root]):not([data-print-root] *) {
      display: none !important;
    }
    body *:has([data-print-root]) {
      display: block !important;
      position: static !important;
      width: auto !important;
      max-width: none !important;
      min-height: 0 !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
      background: none !important;
      overflow: visible !important;
    }
    html,
    body {
      background: #fff !important;
    }
    [data-print-root] {
      border: 0 !important;
      box-shadow: none !important;
      color: #000;
    }
    [data-print-root] a {
      color: inherit;
      text-decoration: none;
    }
    [data-print-root] [data-screen-only] {
      display: none !important;
    }
  }
`;

const Sheet = styled.article`
  display: grid;
  gap: var(--tck-space-5);
  padding: var(--tck-space-6);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-surface);
  box-shadow: var(--tck-shadow-sm);
  color: var(--tck-color-text);
  font-size: var(--tck-font-size-sm);

  @media print {
    padding: 0;
    font-size: 10pt;
  }
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--tck-space-4);

  & h2 {
    margin: 0;
    font-size: var(--tck-font-size-xl);
  }
  & p {
    margin: var(--tck-space-1) 0 0;
    color: var(--tck-color-text-muted);
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: var(--tck-space-3);
  margin: 0;

  & dt {
    color: var(--tck-color-text-muted);
    font-size: var(--tck-font-size-xs);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  & dd {
    margin: var(--tck-space-1) 0 0;
    font-weight: var(--tck-font-weight-semibold);
  }
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;

  & th,
  & td {
    padding: var(--tck-space-2);
    border-bottom: 1px solid var(--tck-color-border);
    text-align: left;
    vertical-align: top;
  }
  & th {
    color: var(--tck-color-text-muted);
    font-size: var(--tck-font-size-xs);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  & [data-align='end'] {
    text-align: right;
    white-space: nowrap;
  }
  & tr {
    break-inside: avoid;
  }
  /* Named for screen readers; the heading above names it for the eye. */
  & caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(9rem, auto);
  justify-content: end;
  gap: var(--tck-space-2) 0;
  margin: 0;

  & dt {
    color: var(--tck-color-text-muted);
  }
  & dd {
    margin: 0;
    padding-left: var(--tck-space-6);
    text-align: right;
  }
  & [data-total] {
    padding-top: var(--tck-space-2);
    border-top: 2px solid var(--tck-color-text);
    color: var(--tck-color-text);
    font-size: var(--tck-font-size-md);
    font-weight: var(--tck-font-weight-bold);
  }
`;

const Section = styled.section`
  display: grid;
  gap: var(--tck-space-2);
  break-inside: avoid;

  & h3 {
    margin: 0;
    font-size: var(--tck-font-size-md);
  }
  & > p {
    margin: 0;
    color: var(--tck-color-text-muted);
  }
`;

const Notes = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const productReference = references.product_id;
const customerReference = references.customer_id;
const subscriptionReference = references.subscription_id;

export interface InvoiceDocumentProps {
  /** The invoice, as the server answered it (its number, lines and totals are the server's). */
  invoice: Invoice;
}

/**
 * An invoice as the customer receives it: number, dates, who is billed, the priced lines and the
 * totals. On screen it sits on the invoice's page with a Print button; printed, it is the whole
 * page (A4).
 */
export function InvoiceDocument({ invoice }: InvoiceDocumentProps) {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  return (
    <Sheet data-print-root aria-label={`Invoice ${invoice.invoice_number}`}>
      <PrintStyle />
      <Top>
        <div>
          <h2>
            Invoice {invoice.invoice_number} <StatusBadge value={invoice.status} />
          </h2>
          <p>All amounts in {invoice.currency}.</p>
        </div>
        <Button
          data-screen-only
          variant="secondary"
          icon={<Icon name="fa-print" />}
          onClick={() => {
            window.print();
          }}
        >
          Print
        </Button>
      </Top>
      <Facts>
        <div>
          <dt>Bill to</dt>
          <dd>
            {customerReference && (
              <ReferenceName reference={customerReference} id={invoice.customer_id} />
            )}
          </dd>
        </div>
        <div>
          <dt>Customer no.</dt>
          <dd>{invoice.customer_id}</dd>
        </div>
        {typeof invoice.subscription_id === 'number' && subscriptionReference && (
          <div>
            <dt>Subscription</dt>
            <dd>
              <ReferenceName reference={subscriptionReference} id={invoice.subscription_id} />
            </dd>
          </div>
        )}
        <div>
          <dt>Issued</dt>
          <dd>{formatDate(invoice.issued_at) || 'Not issued'}</dd>
        </div>
        <div>
          <dt>Due</dt>
          <dd>{formatDate(invoice.due_at) || '—'}</dd>
        </div>
        {typeof invoice.paid_at === 'string' && (
          <div>
            <dt>Paid</dt>
            <dd>{formatDate(invoice.paid_at)}</dd>
          </div>
        )}
      </Facts>
      <Lines>
        <caption>Invoice lines</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Description</th>
            <th scope="col" data-align="end">
              Quantity
            </th>
            <th scope="col" data-align="end">
              Unit price
            </th>
            <th scope="col" data-align="end">
              Tax rate
            </th>
            <th scope="col" data-align="end">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>
                {line.description}
                {typeof line.product_id === 'number' && productReference && (
                  <>
                    <br />
                    <small>
                      <ReferenceName reference={productReference} id={line.product_id} />
                    </small>
                  </>
                )}
              </td>
              <td data-align="end">{line.quantity}</td>
              <td data-align="end">{money(line.unit_price)}</td>
              <td data-align="end">{formatRate(line.tax_rate)}</td>
              <td data-align="end">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </Lines>
      <Totals aria-label="Totals">
        <dt>Subtotal</dt>
        <dd>{money(invoice.subtotal)}</dd>
        <dt>Tax</dt>
        <dd>{money(invoice.tax_amount)}</dd>
        <dt data-total>Total</dt>
        <dd data-total>{money(invoice.total)}</dd>
      </Totals>
      <InvoicePayments invoice={invoice} />
      {typeof invoice.notes === 'string' && invoice.notes !== '' && <Notes>{invoice.notes}</Notes>}
    </Sheet>
  );
}

/** The payments made for the invoice (its related payment transactions), on screen and on paper. */
function InvoicePayments({ invoice }: InvoiceDocumentProps) {
  const payments = useRecordPage<Payment>(paymentsPath, {
    invoice_id: invoice.id,
    per_page: paymentsPerInvoice,
  });
  const rows = payments.data?.rows ?? [];
  return (
    <Section aria-labelledby={`invoice-${String(invoice.id)}-payments`}>
      <h3 id={`invoice-${String(invoice.id)}-payments`}>Payments</h3>
      {payments.isPending ? (
        <Spinner label="Loading the payments" />
      ) : payments.isError ? (
        <LoadFailure
          error={payments.error}
          onRetry={() => void payments.refetch()}
          what="the payments"
        />
      ) : rows.length === 0 ? (
        <p>No payments yet.</p>
      ) : (
        <Lines>
          <caption>Payments</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Reference</th>
              <th scope="col">Method</th>
              <th scope="col">Status</th>
              <th scope="col" data-align="end">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((payment) => (
              <tr key={payment.id}>
                <td>{formatDate(payment.completed_at ?? payment.initiated_at)}</td>
                <td>
                  <RecordLink path={paymentsPath} id={payment.id}>
                    {payment.transaction_ref}
                  </RecordLink>
                </td>
                <td>{valueLabel('payment_method', payment.payment_method)}</td>
                <td>
                  <StatusBadge value={payment.status} />
                </td>
                <td data-align="end">{formatMoney(payment.amount, payment.currency)}</td>
              </tr>
            ))}
          </tbody>
        </Lines>
      )}
    </Section>
  );
}

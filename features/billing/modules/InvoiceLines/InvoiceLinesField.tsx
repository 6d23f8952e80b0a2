import { Button, FormField, Icon, IconButton, NumberInput, Select, TextInput } from '@ds';
import { useLookupOptions, type CustomFieldProps } from '@features/platform/resource';
import styled from 'styled-components';
import { formatMoney } from '../format';
import { blankLine, draftTotals, linesOf, type LineDraft } from './model';

const Lines = styled.ol`
  display: grid;
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  gap: var(--tck-space-3);
  padding: var(--tck-space-3);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: var(--tck-space-3);
  font-size: var(--tck-font-size-sm);

  & strong {
    margin-right: auto;
  }
`;

const Cells = styled.div`
  display: grid;
  grid-template-columns: minmax(10rem, 2fr) repeat(3, minmax(6rem, 1fr));
  align-items: start;
  gap: var(--tck-space-3);

  & > :first-child {
    grid-column: 1 / -1;
  }
  /* A percentage width lets the inputs shrink to their column (their own width is wider). */
  & input {
    width: 100%;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: var(--tck-space-1) var(--tck-space-6);
  margin: 0;
  font-size: var(--tck-font-size-sm);

  & dt {
    color: var(--tck-color-text-muted);
  }
  & dd {
    margin: 0;
    text-align: right;
  }
  & [data-total] {
    font-weight: var(--tck-font-weight-semibold);
  }
`;

const Note = styled.p`
  margin: 0;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-xs);
  text-align: right;
`;

const Footer = styled.div`
  display: grid;
  gap: var(--tck-space-2);
`;

type NumberKey = 'quantity' | 'unit_price' | 'tax_rate';

const numbers: { key: NumberKey; label: string; step: number }[] = [
  { key: 'quantity', label: 'Quantity', step: 1 },
  { key: 'unit_price', label: 'Unit price', step: 0.01 },
  { key: 'tax_rate', label: 'Tax rate (%)', step: 0.01 },
];

/**
 * The lines of an invoice: description, product, quantity, unit price and tax rate per line,
 * with each line's amount and the totals as the server will compute them on save. Each input is
 * a field of the form named as the server names its errors (`lines.0.quantity`).
 */
export function InvoiceLinesField({ value, onChange, values }: CustomFieldProps) {
  const lines = linesOf(value);
  const products = useLookupOptions({ path: '/cbs/product/all-product' });
  const totals = draftTotals(lines);
  const currency = values.currency;
  const change = (index: number, patch: Partial<LineDraft>) => {
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  };
  const nameOf = (index: number, field: keyof LineDraft) => `lines.${String(index)}.${field}`;

  return (
    <div data-component="InvoiceLinesField">
      <Lines>
        {lines.map((line, index) => (
          <Line key={index} aria-label={`Line ${String(index + 1)}`}>
            <Head>
              <strong>Line {index + 1}</strong>
              <span>{formatMoney(totals.lines[index]?.amount, currency)}</span>
              <IconButton
                icon="fa-trash"
                size="sm"
                label={`Remove line ${String(index + 1)}`}
                onClick={() => {
                  onChange(lines.filter((_, at) => at !== index));
                }}
              />
            </Head>
            <Cells>
              <FormField name={nameOf(index, 'description')} label="Description" required>
                <TextInput
                  value={line.description}
                  onChange={(description) => {
                    change(index, { description });
                  }}
                />
              </FormField>
              <FormField name={nameOf(index, 'product_id')} label="Product">
                <Select
                  value={line.product_id}
                  options={products.data ?? []}
                  onChange={(picked) => {
                    const name = products.data?.find((option) => option.value === picked)?.label;
                    // A picked product names a line that has no description yet.
                    change(index, {
                      product_id: typeof picked === 'number' ? picked : null,
                      ...(line.description === '' && name !== undefined
                        ? { description: name }
                        : {}),
                    });
                  }}
                  placeholder="None"
                  searchable
                  clearable
                />
              </FormField>
              {numbers.map(({ key, label, step }) => (
                <FormField key={key} name={nameOf(index, key)} label={label} required>
                  <NumberInput
                    value={line[key]}
                    step={step}
                    onChange={(next) => {
                      change(index, { [key]: next });
                    }}
                  />
                </FormField>
              ))}
            </Cells>
          </Line>
        ))}
      </Lines>
      <Footer>
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            icon={<Icon name="fa-plus" />}
            onClick={() => {
              onChange([...lines, blankLine()]);
            }}
          >
            Add line
          </Button>
        </div>
        <Totals aria-label="Totals">
          <dt>Subtotal</dt>
          <dd>{formatMoney(totals.subtotal, currency)}</dd>
          <dt>Tax</dt>
          <dd>{formatMoney(totals.tax_amount, currency)}</dd>
          <dt data-total>Total</dt>
          <dd data-total>{formatMoney(totals.total, currency)}</dd>
        </Totals>
        <Note>The server prices the lines and numbers the invoice when it is saved.</Note>
      </Footer>
    </div>
  );
}

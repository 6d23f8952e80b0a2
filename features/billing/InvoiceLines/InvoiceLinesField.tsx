import {
  Button,
  Icon,
  IconButton,
  NumberInput,
  Select,
  TextInput,
  fieldId,
  useFormContext,
} from '@ds';
import { useLookupOptions, type CustomFieldProps } from '@features/resource';
import styled from 'styled-components';
import { formatMoney } from '../format';
import { blankLine, draftTotals, linesOf, type LineDraft } from './model';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--tck-font-size-sm);

  & th {
    padding: var(--tck-space-1) var(--tck-space-2);
    color: var(--tck-color-text-muted);
    font-weight: var(--tck-font-weight-semibold);
    text-align: left;
  }
  & td {
    padding: var(--tck-space-1) var(--tck-space-2);
    vertical-align: top;
  }
  & [data-align='end'] {
    text-align: right;
    white-space: nowrap;
  }
`;

const CellError = styled.p`
  margin: var(--tck-space-1) 0 0;
  color: var(--tck-color-danger);
  font-size: var(--tck-font-size-xs);
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: var(--tck-space-1) var(--tck-space-6);
  margin: var(--tck-space-3) 0 0;
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
  margin: var(--tck-space-1) 0 0;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-xs);
  text-align: right;
`;

const columns: { key: keyof LineDraft; header: string; align?: 'end' }[] = [
  { key: 'description', header: 'Description' },
  { key: 'product_id', header: 'Product' },
  { key: 'quantity', header: 'Quantity', align: 'end' },
  { key: 'unit_price', header: 'Unit price', align: 'end' },
  { key: 'tax_rate', header: 'Tax rate (%)', align: 'end' },
];

/**
 * The lines of an invoice: description, product, quantity, unit price and tax rate per line,
 * with each line's amount and the totals as the server will compute them on save.
 */
export function InvoiceLinesField({ value, onChange, values, errors }: CustomFieldProps) {
  const lines = linesOf(value);
  const products = useLookupOptions({ path: '/cbs/product/all-product' });
  const form = useFormContext();
  const idOf = (index: number, field: keyof LineDraft) =>
    fieldId(form?.idPrefix ?? 'invoice', `lines.${String(index)}.${field}`);
  const totals = draftTotals(lines);
  const currency = values.currency;
  const change = (index: number, patch: Partial<LineDraft>) => {
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  };

  const cell = (line: LineDraft, index: number, key: keyof LineDraft) => {
    const id = idOf(index, key);
    const messages = errors[`lines.${String(index)}.${key}`] ?? [];
    const label = `Line ${String(index + 1)} ${columns.find((column) => column.key === key)?.header.toLowerCase() ?? key}`;
    const common = {
      id,
      'aria-label': label,
      'aria-invalid': messages.length > 0 || undefined,
      'aria-describedby': messages.length > 0 ? `${id}-error` : undefined,
    };
    const control =
      key === 'description' ? (
        <TextInput
          {...common}
          value={line.description}
          onChange={(description) => {
            change(index, { description });
          }}
          invalid={messages.length > 0}
        />
      ) : key === 'product_id' ? (
        <Select
          {...common}
          value={line.product_id}
          options={products.data ?? []}
          onChange={(picked) => {
            const product_id = typeof picked === 'number' ? picked : null;
            const name = products.data?.find((option) => option.value === picked)?.label;
            // A picked product names an empty line.
            change(index, {
              product_id,
              ...(line.description === '' && name !== undefined ? { description: name } : {}),
            });
          }}
          placeholder="None"
          searchable
          clearable
          invalid={messages.length > 0}
        />
      ) : (
        <NumberInput
          {...common}
          value={line[key]}
          step={key === 'quantity' ? 1 : 0.01}
          onChange={(next) => {
            change(index, { [key]: next });
          }}
          invalid={messages.length > 0}
        />
      );
    return (
      <td key={key}>
        {control}
        {messages.map((message) => (
          <CellError key={message} id={`${id}-error`}>
            {message}
          </CellError>
        ))}
      </td>
    );
  };

  return (
    <div data-component="InvoiceLinesField">
      <Table>
        <thead>
          <tr>
            <th scope="col">#</th>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align}>
                {column.header}
              </th>
            ))}
            <th scope="col" data-align="end">
              Amount
            </th>
            <th scope="col" aria-label="Remove" />
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              {columns.map((column) => cell(line, index, column.key))}
              <td data-align="end">{formatMoney(totals.lines[index]?.amount, currency)}</td>
              <td>
                <IconButton
                  icon="fa-trash"
                  label={`Remove line ${String(index + 1)}`}
                  onClick={() => {
                    onChange(lines.filter((_, at) => at !== index));
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
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
      <Totals aria-label="Totals">
        <dt>Subtotal</dt>
        <dd>{formatMoney(totals.subtotal, currency)}</dd>
        <dt>Tax</dt>
        <dd>{formatMoney(totals.tax_amount, currency)}</dd>
        <dt data-total>Total</dt>
        <dd data-total>{formatMoney(totals.total, currency)}</dd>
      </Totals>
      <Note>The server prices the lines and numbers the invoice when it is saved.</Note>
    </div>
  );
}

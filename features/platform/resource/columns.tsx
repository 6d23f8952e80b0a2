import { Label, type DataTableColumn } from '@ds';
import type { ResourceRecord } from './types';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A timestamp as the lists show it, in UTC so every viewer reads the same text. */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** The 1 / 0 status flag (or a status word) as a coloured label. */
export function StatusLabel({
  value,
}: {
  /** The status: 1 / 0 or a word such as 'active'. */ value: unknown;
}) {
  if (value === 1 || value === 'active') return <Label tone="success">Active</Label>;
  if (value === 0 || value === 'inactive') return <Label tone="default">Inactive</Label>;
  const text = typeof value === 'string' ? value : '';
  return (
    <Label tone={text === 'revoked' ? 'danger' : 'warning'}>
      {text.charAt(0).toUpperCase() + text.slice(1)}
    </Label>
  );
}

/** A column of the record's status. */
export function statusColumn<
  Row extends ResourceRecord & { status?: unknown },
>(): DataTableColumn<Row> {
  return { key: 'status', header: 'Status', render: (row) => <StatusLabel value={row.status} /> };
}

/** A column of a timestamp field. */
export function dateColumn(key: string, header: string): DataTableColumn<object> {
  return {
    key,
    header,
    render: (row) => {
      const value: unknown = Reflect.get(row, key);
      return formatDateTime(value);
    },
  };
}

import type { Schema } from '@api';
import {
  cellErrors,
  cellUses,
  commaList,
  designGraphTypes,
  displayTypes,
  figureRule,
  gaugeBandDefaults,
  graphTypeLabels,
  gridWidths,
  missingColumns,
} from '@domain/report-builder';
import {
  Button,
  ColorListInput,
  FormField,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  TextInput,
  type SelectOption,
} from '@ds';
import { ReportCellView, useReportColumns } from '@features/reports/dashboard';
import { useState, type ReactElement } from 'react';
import type { FormFieldControlProps } from '@ds';
import styled from 'styled-components';

type Cell = Schema<'ReportCell'>;

export interface CellSettingsProps {
  /** The cell being set up; the dialog edits a copy until Apply. */
  cell: Cell;
  /** Where the cell sits, for the heading ('Row 2, column 1'). */
  place: string;
  /** The saved reports a cell may show. */
  reports: readonly Schema<'SavedQueryOption'>[];
  /** Errors of this cell from the last save (by setting). */
  errors: Partial<Record<keyof Cell, string[]>>;
  /** Called with the changed cell. */
  onApply: (cell: Cell) => void;
  /** Closes the dialog without a change. */
  onClose: () => void;
  /** Animates the preview's charts. */
  animated?: boolean;
}

/** The settings dialog is 550px high (report-builder §9); it scrolls within. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 4fr) minmax(0, 3fr);
  gap: var(--tck-space-4);
  height: 550px;
  max-height: calc(100vh - 12rem);
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-content: start;
  align-items: start;
  gap: var(--tck-space-3);
  overflow-y: auto;
  /* Room for the focus rings inside the scrolling box. */
  padding: var(--tck-space-1) var(--tck-space-2) var(--tck-space-1) var(--tck-space-1);
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Preview = styled.section`
  display: grid;
  align-content: start;
  gap: var(--tck-space-2);
  overflow-y: auto;
`;

const PreviewTitle = styled.h3`
  margin: 0;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
  font-weight: var(--tck-font-weight-semibold);
`;

const text = (value: string | null | undefined) => value ?? '';

/** What a graph type reads from its data columns, in the order chosen. */
function dataColumnsHint(type: Cell['graph_type']): string {
  if (type === 'BubbleChart') return 'x, then y, then the bubble size.';
  if (type === 'Timeline') return 'Where each range starts, then where it ends.';
  return 'One series each, in this order.';
}
const orNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * A design cell's settings (report-builder §3 Report cell): its report, title, display type and
 * grid width, then only what that display uses, with a live preview of the report as set.
 */
export function CellSettings({
  cell,
  place,
  reports,
  errors,
  onApply,
  onClose,
  animated,
}: CellSettingsProps) {
  const [draft, setDraft] = useState<Cell>(cell);
  const [tried, setTried] = useState(false);
  const { columns, loading } = useReportColumns(draft.report_id);
  // Columns are chosen among the report's: one it no longer answers is marked (once they are
  // known), and Apply waits until it is replaced.
  const missing = missingColumns(
    draft,
    columns.map((column) => column.name),
  );
  const own: Partial<Record<keyof Cell, string>> = {
    ...(columns.length === 0
      ? {}
      : Object.fromEntries(
          Object.entries(missing).map(([setting, names]) => [
            setting,
            `The report has no column ${names.join(', ')}: choose one of its columns.`,
          ]),
        )),
    ...cellErrors(draft),
  };
  const set = <Key extends keyof Cell>(key: Key, value: Cell[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const uses = (setting: keyof Cell) => cellUses(draft.display_type, setting);
  const gauge = draft.display_type === 'graph' && draft.graph_type === 'GaugeChart';
  const errorOf = (setting: keyof Cell) =>
    (tried || missing[setting] !== undefined) && own[setting] !== undefined
      ? own[setting]
      : errors[setting];
  const columnOptions: SelectOption[] = columns.map((column) => ({
    value: column.name,
    label: column.label === column.name ? column.name : `${column.label} (${column.name})`,
  }));
  const placeholder = loading ? 'Loading columns…' : 'Choose a column';

  const field = (
    setting: keyof Cell,
    label: string,
    control: ReactElement<FormFieldControlProps>,
    hint?: string,
    wide = false,
  ) => {
    const shown = (
      <FormField key={setting} name={setting} label={label} hint={hint} error={errorOf(setting)}>
        {control}
      </FormField>
    );
    return wide ? <Wide key={setting}>{shown}</Wide> : shown;
  };
  const textField = (setting: keyof Cell, label: string, hint?: string, placeholder?: string) =>
    field(
      setting,
      label,
      <TextInput
        value={text(draft[setting] as string | null)}
        placeholder={placeholder}
        // The title is text even when empty; the other settings are null when left empty.
        onChange={(value) => set(setting, (setting === 'title' ? value : orNull(value)) as never)}
      />,
      hint,
    );
  const columnField = (setting: 'column' | 'label_column', label: string, hint?: string) =>
    field(
      setting,
      label,
      <Select
        options={columnOptions}
        value={draft[setting] ?? null}
        clearable
        placeholder={placeholder}
        onChange={(value) => set(setting, value === null ? null : String(value))}
      />,
      hint,
    );
  /** Several of the report's columns, in the order chosen (stored comma separated). */
  const columnsField = (
    setting: 'data_column' | 'table_columns' | 'table_rows' | 'aggregates_sum' | 'aggregates_count',
    label: string,
    hint?: string,
  ) =>
    field(
      setting,
      label,
      <MultiSelect
        options={columnOptions}
        value={commaList(draft[setting])}
        searchable
        placeholder={placeholder}
        onChange={(values) => set(setting, orNull(values.map(String).join(',')))}
      />,
      hint,
    );
  const band = (setting: 'redFrom' | 'redTo' | 'yellowFrom' | 'yellowTo', label: string) =>
    field(
      setting,
      label,
      <NumberInput
        value={draft[setting] ?? null}
        step={0.01}
        placeholder={String(gaugeBandDefaults[setting])}
        onChange={(value) => set(setting, value)}
      />,
    );
  const colour = (setting: 'title_color' | 'value_color', label: string) =>
    field(
      setting,
      label,
      <TextInput
        value={text(draft[setting])}
        placeholder="#1F2937"
        onChange={(value) => set(setting, orNull(value.trim()))}
        suffix={
          <input
            type="color"
            aria-label={`${label} picker`}
            value={draft[setting] ?? '#1f2937'}
            onChange={(event) => set(setting, event.target.value)}
          />
        }
      />,
    );

  const apply = () => {
    setTried(true);
    if (Object.keys(own).length === 0) onApply(draft);
  };

  return (
    <Modal
      open
      size="lg"
      title={`Cell settings: ${place}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={apply}>Apply</Button>
        </>
      }
    >
      <Layout>
        <Fields>
          <Wide>
            {field(
              'report_id',
              'Report',
              <Select
                searchable
                clearable
                options={reports.map((report) => ({ value: report.id, label: report.report_name }))}
                value={draft.report_id}
                placeholder="Choose a saved report"
                onChange={(value) => set('report_id', value === null ? null : Number(value))}
              />,
            )}
          </Wide>
          {textField('title', 'Title')}
          {field(
            'display_type',
            'Display type',
            <Select
              options={displayTypes}
              value={draft.display_type}
              onChange={(value) =>
                set('display_type', (value ?? 'iconic_data') as Cell['display_type'])
              }
            />,
          )}
          {field(
            'grid',
            'Grid width',
            <Select
              options={gridWidths.map((width) => ({ value: width, label: width }))}
              value={draft.grid}
              onChange={(value) => set('grid', (value ?? draft.grid) as Cell['grid'])}
            />,
          )}
          {uses('graph_type') &&
            field(
              'graph_type',
              'Graph type',
              <Select
                options={designGraphTypes.map((type) => ({
                  value: type,
                  label: graphTypeLabels[type],
                }))}
                value={draft.graph_type ?? null}
                placeholder="Choose a graph"
                onChange={(value) =>
                  set('graph_type', value === null ? null : (value as Cell['graph_type']))
                }
              />,
            )}
          {uses('icon_image') &&
            textField(
              'icon_image',
              'Icon',
              'A Font Awesome name such as fa-money.',
              'fa-bar-chart',
            )}
          {textField('url', 'Url', 'A console path such as /admin/… or an http(s) address.')}
          {uses('column') &&
            (draft.display_type !== 'graph' || gauge) &&
            columnField('column', gauge ? 'Column' : 'Value column', figureRule)}
          {uses('label_column') && !gauge && columnField('label_column', 'Label column')}
          {uses('data_column') &&
            columnsField(
              'data_column',
              'Data columns',
              gauge ? 'Used when no column is chosen.' : dataColumnsHint(draft.graph_type),
            )}
          {uses('additional_data') && textField('additional_data', 'Additional data')}
          {uses('color_scheme') &&
            field(
              'color_scheme',
              'Colour scheme',
              <ColorListInput
                value={text(draft.color_scheme)}
                placeholder="#3C8DBC,#F39C12"
                onChange={(value) => set('color_scheme', orNull(value))}
              />,
              'Comma separated colour codes.',
              true,
            )}
          {gauge && band('redFrom', 'Red from')}
          {gauge && band('redTo', 'Red to')}
          {gauge && band('yellowFrom', 'Yellow from')}
          {gauge && band('yellowTo', 'Yellow to')}
          {uses('table_columns') && columnsField('table_columns', 'Table columns')}
          {uses('table_rows') && columnsField('table_rows', 'Table rows')}
          {uses('aggregates_sum') && columnsField('aggregates_sum', 'Aggregates: sum')}
          {uses('aggregates_count') && columnsField('aggregates_count', 'Aggregates: count')}
          {uses('title_color') && colour('title_color', 'Title colour')}
          {uses('value_color') && colour('value_color', 'Value colour')}
        </Fields>
        <Preview aria-label="Preview">
          <PreviewTitle>Preview</PreviewTitle>
          <ReportCellView
            preview
            cell={draft}
            source={{ kind: 'report' }}
            animated={animated}
            chartHeight={240}
          />
        </Preview>
      </Layout>
    </Modal>
  );
}

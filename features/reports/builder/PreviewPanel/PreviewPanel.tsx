import type { Schema } from '@api';
import { reportGraphChart } from '@domain/report-builder';
import { Button, DataTable, Label, Spinner, type DataTableColumn } from '@ds';
import { ReportChart } from '@features/reports/charts';
import styled from 'styled-components';

type Preview = Schema<'ReportPreviewResult'>;
type Row = Preview['rows'][number];

/** Where a preview stands: not run yet, running, run (with its result), or refused. */
export type PreviewState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: Preview }
  | { status: 'failed'; messages: string[] };

const Panel = styled.section`
  display: grid;
  gap: var(--tck-space-3);
  padding: var(--tck-space-4);
  border: 1px solid var(--tck-color-border);
  border-top: 3px solid var(--tck-color-info);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);

  & > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--tck-space-3);
  }
  & h2 {
    margin: 0;
    font-size: var(--tck-font-size-md);
  }
`;

const Facts = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--tck-space-4);
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);

  & strong {
    color: var(--tck-color-text);
  }
`;

const Sql = styled.pre`
  margin: 0;
  padding: var(--tck-space-3);
  overflow-x: auto;
  white-space: pre-wrap;
  word-break: break-word;
  border-radius: var(--tck-radius-sm);
  background: var(--tck-color-background);
  font-family: var(--tck-font-mono);
  font-size: var(--tck-font-size-xs);
`;

const Failure = styled.div`
  padding: var(--tck-space-3) var(--tck-space-4);
  border: 1px solid var(--tck-color-danger);
  border-left-width: 4px;
  border-radius: var(--tck-radius-md);
  color: var(--tck-color-text);
  font-size: var(--tck-font-size-sm);

  & p {
    margin: 0 0 var(--tck-space-1);
    font-weight: var(--tck-font-weight-semibold);
    color: var(--tck-color-danger);
  }
  & ul {
    margin: 0;
    padding-left: var(--tck-space-5);
  }
`;

const Running = styled.p`
  margin: 0;
  display: flex;
  gap: var(--tck-space-2);
  align-items: center;
  color: var(--tck-color-text-muted);
`;

export interface PreviewPanelProps {
  /** The preview's state. */
  preview: PreviewState;
  /** Runs the form as it is now. */
  onRun: () => void;
  /** Draws graphs without animation (stories, pictures). */
  animation?: boolean;
}

/** A value of a result row, drawn with its label class when the column maps it to one. */
function cellOf(column: Schema<'ReportRunColumn'>, row: Row) {
  const value = row[column.name];
  const text = value === null || value === undefined ? '' : String(value);
  const label = column.label_config?.find((config) => config.value === text);
  return label === undefined ? text : <Label tone={label.class}>{text}</Label>;
}

/**
 * The preview of the unsaved form (not in the spec): its first rows, the row count, the time
 * the database took, the SQL the visual builder compiled to, the graph when it is on, or what
 * the database or the compiler refused.
 */
export function PreviewPanel({ preview, onRun, animation = true }: PreviewPanelProps) {
  const result = preview.status === 'done' ? preview.result : undefined;
  const columns: DataTableColumn<Row & { __row: number }>[] =
    result?.columns.map((column) => ({
      key: column.name,
      header: column.label,
      render: (row) => cellOf(column, row),
    })) ?? [];
  return (
    <Panel aria-label="Preview" data-component="PreviewPanel">
      <header>
        <h2>Preview</h2>
        <Button variant="secondary" loading={preview.status === 'running'} onClick={onRun}>
          Run
        </Button>
      </header>
      {preview.status === 'idle' && (
        <Facts>Run shows the first rows of the report as it is now, before it is saved.</Facts>
      )}
      {preview.status === 'running' && (
        <Running role="status">
          <Spinner /> Running the query…
        </Running>
      )}
      {preview.status === 'failed' && (
        <Failure role="alert">
          <p>The report could not be run.</p>
          <ul>
            {preview.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Failure>
      )}
      {result !== undefined && (
        <>
          <Facts role="status" aria-label="Run summary">
            <span>
              <strong>{result.total}</strong> {result.total === 1 ? 'row' : 'rows'}
            </span>
            <span>
              <strong>{result.duration_ms}</strong> ms
            </span>
            {result.total > result.rows.length && (
              <span>showing the first {result.rows.length}</span>
            )}
          </Facts>
          {result.sql !== null && (
            <details open>
              <summary>Compiled SQL</summary>
              <Sql aria-label="Compiled SQL">{result.sql}</Sql>
              {result.parameters.length > 0 && (
                <Facts>
                  Parameters: {result.parameters.map((value) => JSON.stringify(value)).join(', ')}
                </Facts>
              )}
            </details>
          )}
          {result.graph !== null && result.graph !== undefined && (
            <ReportChart
              data={reportGraphChart(result.graph)}
              title={result.graph.title ?? 'Preview'}
              animated={animation}
              height={280}
            />
          )}
          <DataTable
            caption="Preview rows"
            hideCaption
            columns={columns}
            rows={result.rows.map((row, index) => ({ ...row, __row: index }))}
            getRowId={(row) => row.__row}
            emptyText="No data found!"
          />
        </>
      )}
    </Panel>
  );
}

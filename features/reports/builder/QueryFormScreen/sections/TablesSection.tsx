import type { Schema } from '@api';
import { FormField, RadioGroup, Select, TextInput } from '@ds';
import { joinConditions, joinTypes } from '@domain/report-builder';
import {
  AddButton,
  ColumnPicker,
  RemoveButton,
  Row,
  SectionFrame,
  type SectionProps,
} from '../parts';

export interface TablesSectionProps extends SectionProps {
  /** The connection's tables. */
  tables: readonly string[];
  /** The connection's saved reports (usable as tables). */
  queries: readonly Schema<'SavedQueryOption'>[];
  /** Puts a table or saved report in a slot; its columns load after. */
  onChoose: (
    index: number,
    choice: { kind: 'table'; table: string } | { kind: 'query'; report: number; name: string },
  ) => void;
}

const objectTypes = [
  { value: 'table', label: 'Table' },
  { value: 'query', label: 'Saved query' },
];

/**
 * Tables and joins: the first slot names a table; later slots a table or a saved report, with
 * the join to the slots before (report-builder §3, §4).
 */
export function TablesSection({
  state,
  dispatch,
  columns,
  tables,
  queries,
  onChoose,
}: SectionProps & TablesSectionProps) {
  return (
    <SectionFrame
      title="Tables and joins"
      state={state}
      dispatch={dispatch}
      actions={<AddButton label="Add table" onClick={() => dispatch({ type: 'addTable' })} />}
    >
      {state.tables.map((entry, index) => {
        const field = `tables.${String(index)}`;
        const join = entry.table_join;
        const isQuery = index > 0 && entry.object_type === 'query';
        return (
          <Row key={index} aria-label={`Table ${String(index + 1)}`} role="group">
            {index > 0 && (
              <RadioGroup
                label="Object type"
                orientation="horizontal"
                options={objectTypes}
                value={entry.object_type}
                onChange={(value) =>
                  dispatch({
                    type: 'chooseTable',
                    index,
                    objectType: value === 'query' ? 'query' : 'table',
                    name: '',
                    selectedQuery: null,
                    options: [],
                  })
                }
              />
            )}
            {isQuery ? (
              <FormField name={`${field}.selected_query`} label="Saved query" required>
                <Select
                  value={entry.selected_query ?? null}
                  searchable
                  options={queries.map((query) => ({ value: query.id, label: query.report_name }))}
                  placeholder="Select a saved query"
                  onChange={(value) => {
                    const report = queries.find((query) => query.id === value);
                    if (report !== undefined) {
                      onChoose(index, {
                        kind: 'query',
                        report: report.id,
                        name: report.report_name,
                      });
                    }
                  }}
                />
              </FormField>
            ) : (
              <FormField name={`${field}.name`} label="Table" required>
                <Select
                  value={entry.name === '' ? null : entry.name}
                  searchable
                  options={tables.map((table) => ({ value: table, label: table }))}
                  placeholder="Select a table"
                  onChange={(value) => {
                    if (value !== null) onChoose(index, { kind: 'table', table: String(value) });
                  }}
                />
              </FormField>
            )}
            <FormField name={`${field}.query_alias`} label="Alias">
              <TextInput
                value={entry.query_alias ?? ''}
                placeholder={isQuery ? 'query_alias' : 'optional'}
                onChange={(alias) => dispatch({ type: 'alias', index, alias })}
              />
            </FormField>
            {join !== null && join !== undefined && (
              <>
                <FormField name={`${field}.table_join.type`} label="Join type">
                  <Select
                    value={join.type}
                    options={joinTypes}
                    onChange={(value) =>
                      dispatch({
                        type: 'join',
                        index,
                        patch: { type: (value ?? 'join') as typeof join.type },
                      })
                    }
                  />
                </FormField>
                <FormField name={`${field}.table_join.condition`} label="Condition">
                  <Select
                    value={join.condition}
                    options={joinConditions.map((condition) => ({
                      value: condition,
                      label: condition,
                    }))}
                    onChange={(value) =>
                      dispatch({
                        type: 'join',
                        index,
                        patch: { condition: value === '!=' ? '!=' : '=' },
                      })
                    }
                  />
                </FormField>
                <FormField
                  name={`${field}.table_join.column1`}
                  label="Column 1"
                  hint={
                    join.type === 'crossJoin'
                      ? 'Optional: a condition makes it an inner join'
                      : undefined
                  }
                >
                  <ColumnPicker
                    columns={columns}
                    value={join.column1}
                    onChange={(column1) => dispatch({ type: 'join', index, patch: { column1 } })}
                  />
                </FormField>
                <FormField name={`${field}.table_join.column2`} label="Column 2">
                  <ColumnPicker
                    columns={columns}
                    value={join.column2}
                    onChange={(column2) => dispatch({ type: 'join', index, patch: { column2 } })}
                  />
                </FormField>
              </>
            )}
            {state.tables.length > 1 && (
              <RemoveButton
                label={`Remove table ${String(index + 1)}`}
                onClick={() => dispatch({ type: 'removeTable', index })}
              />
            )}
          </Row>
        );
      })}
    </SectionFrame>
  );
}

import type { Schema } from '@api';
import { FormField, Select, TextInput, YesNoToggle } from '@ds';
import { aggregateFunctions } from '@domain/report-builder';
import {
  AddButton,
  ColumnPicker,
  Muted,
  RemoveButton,
  Row,
  SectionFrame,
  type SectionProps,
} from '../parts';

/** Aggregates: SUM, MAX, MIN or COUNT of a column, with an alias (report-builder §9). */
export function AggregatesSection({ state, dispatch, columns }: SectionProps) {
  const update = (index: number, patch: Partial<Schema<'Aggregate'>>) =>
    dispatch({ type: 'updateRow', list: 'select_aggregates', index, patch });
  return (
    <SectionFrame
      title="Aggregates"
      toggle={{ name: 'have_aggregate_function', label: 'Aggregate function' }}
      state={state}
      dispatch={dispatch}
      actions={
        <AddButton
          label="Add aggregate"
          onClick={() => dispatch({ type: 'addRow', list: 'select_aggregates' })}
        />
      }
    >
      {state.select_aggregates.length === 0 && <Muted>No aggregates yet.</Muted>}
      {state.select_aggregates.map((row, index) => {
        const field = `select_aggregates.${String(index)}`;
        return (
          <Row key={index} role="group" aria-label={`Aggregate ${String(index + 1)}`}>
            <FormField name={`${field}.aggregate_function`} label="Function">
              <Select
                value={row.aggregate_function}
                options={aggregateFunctions.map((fn) => ({ value: fn, label: fn }))}
                onChange={(fn) =>
                  update(index, {
                    aggregate_function: (fn ?? 'SUM') as typeof row.aggregate_function,
                  })
                }
              />
            </FormField>
            <FormField name={`${field}.column`} label="Column">
              <ColumnPicker
                columns={row.aggregate_function === 'COUNT' ? ['*', ...columns] : columns}
                value={row.column}
                onChange={(column) => update(index, { column })}
              />
            </FormField>
            <FormField name={`${field}.alias`} label="Alias">
              <TextInput value={row.alias} onChange={(alias) => update(index, { alias })} />
            </FormField>
            <YesNoToggle
              label="Sortable"
              value={row.is_sortable}
              onChange={(is_sortable) => update(index, { is_sortable })}
            />
            <RemoveButton
              label={`Remove aggregate ${String(index + 1)}`}
              onClick={() => dispatch({ type: 'removeRow', list: 'select_aggregates', index })}
            />
          </Row>
        );
      })}
    </SectionFrame>
  );
}

import type { Schema } from '@api';
import { FormField, Select, TextInput, YesNoToggle } from '@ds';
import { gridFieldTypes, gridOperators } from '@domain/report-builder';
import {
  AddButton,
  ColumnOrExpression,
  Muted,
  RemoveButton,
  Row,
  SectionFrame,
  type SectionProps,
} from '../parts';

/** Grid filters: the filters the report's grid offers when it is run (report-builder §3, §9). */
export function GridFiltersSection({ state, dispatch, columns }: SectionProps) {
  const update = (index: number, patch: Partial<Schema<'GridFilter'>>) =>
    dispatch({ type: 'updateRow', list: 'grid_filters', index, patch });
  return (
    <SectionFrame
      title="Grid filters"
      state={state}
      dispatch={dispatch}
      actions={
        <AddButton
          label="Add grid filter"
          onClick={() => dispatch({ type: 'addRow', list: 'grid_filters' })}
        />
      }
    >
      {state.grid_filters.length === 0 && <Muted>No grid filters.</Muted>}
      {state.grid_filters.map((row, index) => {
        const field = `grid_filters.${String(index)}`;
        return (
          <Row key={index} role="group" aria-label={`Grid filter ${String(index + 1)}`}>
            <FormField name={`${field}.column`} label="Column">
              <ColumnOrExpression
                raw={state.query_type === 'raw_query'}
                columns={columns}
                value={row.column}
                placeholder="a column of the query"
                onChange={(column) => update(index, { column })}
              />
            </FormField>
            <FormField name={`${field}.alias`} label="Alias">
              <TextInput value={row.alias} onChange={(alias) => update(index, { alias })} />
            </FormField>
            <FormField name={`${field}.operators`} label="Operator">
              <Select
                value={row.operators}
                options={gridOperators}
                onChange={(operator) =>
                  update(index, { operators: (operator ?? 'equal') as typeof row.operators })
                }
              />
            </FormField>
            <FormField name={`${field}.field_type`} label="Field type">
              <Select
                value={row.field_type}
                options={gridFieldTypes}
                onChange={(type) =>
                  update(index, { field_type: (type ?? 'string') as typeof row.field_type })
                }
              />
            </FormField>
            <YesNoToggle
              label="Dropdown"
              value={row.is_dropdown ?? 'no'}
              onChange={(is_dropdown) => update(index, { is_dropdown })}
            />
            <YesNoToggle
              label="Multiple"
              value={row.is_multiple ?? 'no'}
              onChange={(is_multiple) => update(index, { is_multiple })}
            />
            <FormField
              name={`${field}.options`}
              label="Options"
              hint="DDID:n or comma separated values"
            >
              <TextInput
                value={row.options ?? ''}
                onChange={(options) => update(index, { options })}
              />
            </FormField>
            <RemoveButton
              label={`Remove grid filter ${String(index + 1)}`}
              onClick={() => dispatch({ type: 'removeRow', list: 'grid_filters', index })}
            />
          </Row>
        );
      })}
    </SectionFrame>
  );
}

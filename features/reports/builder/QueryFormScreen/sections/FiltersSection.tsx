import type { Schema } from '@api';
import { Button, Checkbox, FormField, Icon, RadioGroup, Select, YesNoToggle } from '@ds';
import { predefinedValueNames, whereOperators } from '@domain/report-builder';
import styled from 'styled-components';
import { ColumnOrExpression, Muted, RemoveButton, SectionFrame, type SectionProps } from '../parts';
import { ValueInput } from './ValueInput';

type Filter = Schema<'QueryFilter'>;

const Group = styled.fieldset`
  display: grid;
  gap: var(--tck-space-3);
  margin: 0;
  padding: var(--tck-space-3);
  border: 1px solid var(--tck-color-border);
  border-left: 4px solid var(--tck-color-primary);
  border-radius: var(--tck-radius-md);

  & > legend {
    padding: 0 var(--tck-space-2);
    font-weight: var(--tck-font-weight-semibold);
    font-size: var(--tck-font-size-sm);
  }
`;

const GroupHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--tck-space-3);
  align-items: end;
  justify-content: space-between;
`;

const Condition = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 1.2fr) minmax(9rem, 0.8fr) minmax(12rem, 1.2fr) auto;
  gap: var(--tck-space-2) var(--tck-space-3);
  align-items: end;
  padding: var(--tck-space-2) 0;
  border-bottom: 1px dashed var(--tck-color-border);

  & > [data-flags] {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: var(--tck-space-2) var(--tck-space-4);
    align-items: center;
  }
`;

const connectors = [
  { value: 'and', label: 'AND' },
  { value: 'or', label: 'OR' },
];

const predefinedOptions = predefinedValueNames.map((name) => ({ value: name, label: name }));

/** What a filter's value holds, for its placeholder. */
const valueHint = (filter: Filter) =>
  filter.is_function ? 'CURRENT_DATE' : filter.is_param ? 'parameter name' : 'value';

/**
 * Where filters: groups of conditions, AND/OR within a group (each row's connector to the next)
 * and between groups; every §9 operator with a value input that fits it.
 */
export function FiltersSection({ state, dispatch, columns }: SectionProps) {
  return (
    <SectionFrame
      title="Where filters"
      state={state}
      dispatch={dispatch}
      actions={
        <Button
          size="sm"
          variant="secondary"
          icon={<Icon name="fa-plus" />}
          onClick={() => dispatch({ type: 'addGroup' })}
        >
          Add group
        </Button>
      }
    >
      {state.filter_group.length === 0 && <Muted>No filters: every row is reported.</Muted>}
      {state.filter_group.map((group, groupIndex) => {
        const groupField = `filter_group.${String(groupIndex)}`;
        return (
          <Group key={groupIndex}>
            <legend>Group {groupIndex + 1}</legend>
            <GroupHeader>
              {groupIndex > 0 ? (
                <RadioGroup
                  label="Joined to the previous group with"
                  orientation="horizontal"
                  options={connectors}
                  value={group.filter_type}
                  onChange={(value) =>
                    dispatch({
                      type: 'groupType',
                      group: groupIndex,
                      value: value === 'or' ? 'or' : 'and',
                    })
                  }
                />
              ) : (
                <span />
              )}
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<Icon name="fa-plus" />}
                  onClick={() => dispatch({ type: 'addFilter', group: groupIndex })}
                >
                  Add condition
                </Button>{' '}
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => dispatch({ type: 'removeGroup', group: groupIndex })}
                >
                  Remove group
                </Button>
              </div>
            </GroupHeader>
            {group.query_filters.map((filter, index) => {
              const field = `${groupField}.query_filters.${String(index)}`;
              const label = `Condition ${String(groupIndex + 1)}.${String(index + 1)}`;
              const update = (patch: Partial<Filter>) =>
                dispatch({ type: 'updateFilter', group: groupIndex, index, patch });
              const last = index === group.query_filters.length - 1;
              return (
                <Condition key={index} role="group" aria-label={label}>
                  <FormField
                    name={`${field}.filter`}
                    label={filter.is_raw === 'yes' ? 'Expression' : 'Column'}
                  >
                    <ColumnOrExpression
                      raw={filter.is_raw === 'yes'}
                      columns={columns}
                      value={filter.filter}
                      placeholder="DATE(cbs_topups.created_at)"
                      onChange={(text) => update({ filter: text })}
                    />
                  </FormField>
                  <FormField name={`${field}.operators`} label="Operator">
                    <Select
                      value={filter.operators}
                      options={whereOperators}
                      onChange={(operator) =>
                        update({ operators: (operator ?? 'equal') as Filter['operators'] })
                      }
                    />
                  </FormField>
                  <FormField name={`${field}.value`} label="Value">
                    {filter.use_predefined === true &&
                    filter.operators !== 'is_null' &&
                    filter.operators !== 'is_not_null' ? (
                      <Select
                        value={filter.value === '' ? null : (filter.value ?? null)}
                        options={predefinedOptions}
                        placeholder="Select a predefined value"
                        onChange={(value) => update({ value: value === null ? '' : String(value) })}
                      />
                    ) : (
                      <ValueInput
                        operator={filter.operators}
                        value={filter.value ?? ''}
                        placeholder={valueHint(filter)}
                        onChange={(value) => update({ value })}
                      />
                    )}
                  </FormField>
                  <RemoveButton
                    label={`Remove condition ${String(groupIndex + 1)}.${String(index + 1)}`}
                    onClick={() => dispatch({ type: 'removeFilter', group: groupIndex, index })}
                  />
                  <div data-flags>
                    <YesNoToggle
                      label="Raw"
                      value={filter.is_raw ?? 'no'}
                      onChange={(is_raw) => update({ is_raw, filter: '' })}
                    />
                    <Checkbox
                      label="Function"
                      checked={filter.is_function === true}
                      onChange={(checked) =>
                        update({ is_function: checked, is_param: false, use_predefined: false })
                      }
                    />
                    <Checkbox
                      label="Parameter"
                      checked={filter.is_param === true}
                      onChange={(checked) =>
                        update({ is_param: checked, is_function: false, use_predefined: false })
                      }
                    />
                    <Checkbox
                      label="Predefined value"
                      checked={filter.use_predefined === true}
                      onChange={(checked) =>
                        update({ use_predefined: checked, is_function: false, is_param: false })
                      }
                    />
                    {!last && (
                      <RadioGroup
                        label="Then"
                        orientation="horizontal"
                        options={connectors}
                        value={filter.radio ?? 'and'}
                        onChange={(radio) => update({ radio: radio === 'or' ? 'or' : 'and' })}
                      />
                    )}
                  </div>
                </Condition>
              );
            })}
            {group.query_filters.length === 0 && <Muted>An empty group filters nothing.</Muted>}
          </Group>
        );
      })}
    </SectionFrame>
  );
}

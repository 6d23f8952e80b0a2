import { Button, FormField, Icon, IconButton, Select, TextInput } from '@ds';
import styled from 'styled-components';
import { conditionOperators, newRule, removeRule, updateRule, type ConditionRule } from './model';

const List = styled.ol`
  display: grid;
  justify-self: stretch;
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Root = styled.div`
  display: grid;
  gap: var(--tck-space-3);
  justify-items: start;
  container-type: inline-size;
`;

/**
 * A rule reads as a sentence, join, field, operator and value, with the Edit and Delete fields
 * below: on one line where the form is wide, on two (join and field, operator and value) where
 * it is not. No field ever shares another's space.
 */
const Rule = styled.li`
  display: grid;
  grid-template-columns: minmax(8rem, 9rem) minmax(0, 1fr) auto;
  grid-template-areas:
    'join field remove'
    'op value value'
    'targets targets targets';
  align-items: start;
  gap: var(--tck-space-3);
  padding: var(--tck-space-3);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-background);

  & > [data-part='join'] {
    grid-area: join;
  }
  & > [data-part='field'] {
    grid-area: field;
  }
  & > [data-part='op'] {
    grid-area: op;
  }
  & > [data-part='value'] {
    grid-area: value;
  }
  & > [data-part='remove'] {
    grid-area: remove;
    align-self: end;
  }
  & > [data-part='targets'] {
    grid-area: targets;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--tck-space-3);
  }

  @container (min-width: 48rem) {
    grid-template-columns: 8rem minmax(0, 1fr) 8rem minmax(0, 1fr) auto;
    grid-template-areas:
      'join field op value remove'
      'targets targets targets targets targets';

    & > [data-part='targets'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;

export interface ConditionRuleEditorProps {
  /** The rules, in order; the first joins nothing (NA). */
  value: readonly ConditionRule[];
  /** Called with the new rules. */
  onChange: (rules: ConditionRule[]) => void;
  /** The form field's name, under which nested errors are keyed (`conditions.0.condition_field`). */
  name?: string;
}

const joinings = [
  { value: 'AND', label: 'AND' },
  { value: 'OR', label: 'OR' },
];

/**
 * Edits permission-condition rules (admin §6): field, operator and value joined by NA / AND / OR,
 * with the record fields the Edit and Delete rule groups compare.
 */
export function ConditionRuleEditor({
  value,
  onChange,
  name = 'conditions',
}: ConditionRuleEditorProps) {
  const change = (index: number, patch: Partial<ConditionRule>) => {
    onChange(updateRule(value, index, patch));
  };
  const optional = (text: string) => (text.trim() === '' ? null : text);
  const key = (index: number, field: string) => `${name}.${String(index)}.${field}`;

  return (
    <Root data-component="ConditionRuleEditor">
      <List>
        {value.map((rule, index) => (
          <Rule key={index} aria-label={`Rule ${String(index + 1)}`}>
            <div data-part="join">
              <FormField name={key(index, 'joining_rules')} label="Join">
                {index === 0 ? (
                  <TextInput value="NA" onChange={() => undefined} readOnly />
                ) : (
                  <Select
                    value={rule.joining_rules}
                    options={joinings}
                    onChange={(joining) => {
                      change(index, { joining_rules: joining === 'OR' ? 'OR' : 'AND' });
                    }}
                  />
                )}
              </FormField>
            </div>
            <div data-part="field">
              <FormField name={key(index, 'condition_field')} label="Field" required>
                <TextInput
                  value={rule.condition_field}
                  placeholder="e.g. organization_id or role_id"
                  onChange={(text) => {
                    change(index, { condition_field: text });
                  }}
                />
              </FormField>
            </div>
            <div data-part="op">
              <FormField name={key(index, 'condition_op')} label="Operator">
                <Select
                  value={rule.condition_op}
                  options={conditionOperators.map((op) => ({ value: op, label: op }))}
                  onChange={(op) => {
                    const found = conditionOperators.find((candidate) => candidate === op);
                    if (found !== undefined) change(index, { condition_op: found });
                  }}
                />
              </FormField>
            </div>
            <div data-part="value">
              <FormField
                name={key(index, 'condition_value')}
                label="Value"
                required
                hint={
                  rule.condition_op === 'in'
                    ? 'A comma-separated list'
                    : rule.condition_op === 'like'
                      ? 'Matches values starting with this text'
                      : undefined
                }
              >
                <TextInput
                  value={rule.condition_value}
                  onChange={(text) => {
                    change(index, { condition_value: text });
                  }}
                />
              </FormField>
            </div>
            <IconButton
              data-part="remove"
              type="button"
              variant="secondary"
              icon="fa-trash"
              label={`Remove rule ${String(index + 1)}`}
              onClick={() => {
                onChange(removeRule(value, index));
              }}
            />
            <div data-part="targets">
              <FormField
                name={key(index, 'edit_custom_condition_field')}
                label="Edit: creator field"
              >
                <TextInput
                  value={rule.edit_custom_condition_field ?? ''}
                  placeholder="e.g. created_by"
                  onChange={(text) => {
                    change(index, { edit_custom_condition_field: optional(text) });
                  }}
                />
              </FormField>
              <FormField name={key(index, 'edit_condition_table_field')} label="Edit: user field">
                <TextInput
                  value={rule.edit_condition_table_field ?? ''}
                  placeholder="e.g. organization_id"
                  onChange={(text) => {
                    change(index, { edit_condition_table_field: optional(text) });
                  }}
                />
              </FormField>
              <FormField
                name={key(index, 'delete_custom_condition_field')}
                label="Delete: creator field"
              >
                <TextInput
                  value={rule.delete_custom_condition_field ?? ''}
                  onChange={(text) => {
                    change(index, { delete_custom_condition_field: optional(text) });
                  }}
                />
              </FormField>
              <FormField
                name={key(index, 'delete_condition_table_field')}
                label="Delete: user field"
              >
                <TextInput
                  value={rule.delete_condition_table_field ?? ''}
                  onChange={(text) => {
                    change(index, { delete_condition_table_field: optional(text) });
                  }}
                />
              </FormField>
            </div>
          </Rule>
        ))}
      </List>
      <Button
        type="button"
        variant="secondary"
        icon={<Icon name="fa-plus" />}
        onClick={() => {
          onChange([...value, newRule(value.length)]);
        }}
      >
        Add rule
      </Button>
    </Root>
  );
}

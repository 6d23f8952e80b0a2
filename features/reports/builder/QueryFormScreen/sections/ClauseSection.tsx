import { FormField, NumberInput, RadioGroup, TextInput, YesNoToggle } from '@ds';
import { ColumnsPicker, SectionFrame, type SectionProps } from '../parts';

const orderTypes = [
  { value: 'ASC', label: 'ASC' },
  { value: 'DESC', label: 'DESC' },
];

/** The report's output names (aliases of columns and aggregates), which ORDER BY may use. */
function outputNames({ state }: Pick<SectionProps, 'state'>): string[] {
  const aggregates = state.have_aggregate_function === 'yes' ? state.select_aggregates : [];
  return [...state.selections, ...aggregates]
    .map((row) => row.alias.trim())
    .filter((alias) => alias !== '');
}

/** Group by, order by, limit (10 unless changed) and the custom row action, each behind its toggle. */
export function ClauseSection({ state, dispatch, columns }: SectionProps) {
  const clause = state.query_clause;
  const field = 'query_clause';
  return (
    <>
      <SectionFrame
        title="Group by"
        toggle={{ name: 'have_group_by', label: 'Group by' }}
        state={state}
        dispatch={dispatch}
      >
        <FormField name={`${field}.columns`} label="GROUP BY columns">
          <ColumnsPicker
            columns={columns}
            value={clause.columns}
            onChange={(next) => dispatch({ type: 'clause', patch: { columns: next } })}
          />
        </FormField>
        <YesNoToggle
          label="Raw expressions in group and order"
          value={clause.is_raw}
          onChange={(is_raw) => dispatch({ type: 'clause', patch: { is_raw } })}
        />
      </SectionFrame>
      <SectionFrame
        title="Order by"
        toggle={{ name: 'have_order_by', label: 'Order by' }}
        state={state}
        dispatch={dispatch}
      >
        <FormField name={`${field}.order_columns`} label="ORDER BY columns">
          <ColumnsPicker
            columns={[...outputNames({ state }), ...columns]}
            value={clause.order_columns}
            onChange={(next) => dispatch({ type: 'clause', patch: { order_columns: next } })}
          />
        </FormField>
        <RadioGroup
          label="Order type"
          orientation="horizontal"
          options={orderTypes}
          value={clause.order_type}
          onChange={(order) =>
            dispatch({ type: 'clause', patch: { order_type: order === 'DESC' ? 'DESC' : 'ASC' } })
          }
        />
      </SectionFrame>
      <SectionFrame
        title="Limit"
        toggle={{ name: 'set_limit', label: 'Set limit' }}
        state={state}
        dispatch={dispatch}
      >
        <FormField name={`${field}.limit_value`} label="Limit Value">
          <NumberInput
            value={clause.limit_value}
            min={0}
            onChange={(limit) => dispatch({ type: 'clause', patch: { limit_value: limit ?? 0 } })}
          />
        </FormField>
      </SectionFrame>
      <SectionFrame
        title="Custom action"
        toggle={{ name: 'set_custom_action', label: 'Custom action' }}
        state={state}
        dispatch={dispatch}
      >
        <FormField
          name="custom_link_value"
          label="Link"
          hint="{column} is replaced by the row's value"
        >
          <TextInput
            value={state.custom_link_value}
            placeholder="/admin/ext-cbs-payment/payment_transaction?reference={transaction_id}"
            onChange={(custom_link_value) =>
              dispatch({ type: 'set', patch: { custom_link_value } })
            }
          />
        </FormField>
        <FormField name="custom_link_icon" label="Icon" hint="A Font Awesome class">
          <TextInput
            value={state.custom_link_icon}
            placeholder="fa-external-link"
            onChange={(custom_link_icon) => dispatch({ type: 'set', patch: { custom_link_icon } })}
          />
        </FormField>
      </SectionFrame>
    </>
  );
}

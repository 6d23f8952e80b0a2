import { validateQueryForm, type FormErrors, type QueryFormState } from './queryForm';

// Which of the errors of the last Submit (or preview) the form still shows: a field's message
// goes as soon as the field is changed into something valid, and the messages of sections the
// form no longer shows (another query type, a toggle turned off) go with them.

/** The value at a field's path (`tables.1.name`, `query_clause.limit_value`) of the state. */
function valueAt(state: QueryFormState, field: string): unknown {
  let value: unknown = state;
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The sections of the visual builder, which a raw query does not show. */
const visualSections = [
  'tables',
  'selections',
  'select_aggregates',
  'filter_group',
  'query_clause',
  'graph_settings',
];

/** The section a toggle shows (its fields' first names), by toggle. */
const toggled: [keyof QueryFormState, string][] = [
  ['have_aggregate_function', 'select_aggregates'],
  ['have_group_by', 'query_clause.columns'],
  ['have_order_by', 'query_clause.order_columns'],
  ['have_order_by', 'query_clause.order_type'],
  ['set_limit', 'query_clause.limit_value'],
  ['set_custom_action', 'custom_link_value'],
  ['set_custom_action', 'custom_link_icon'],
  ['add_graph', 'graph_settings'],
];

const within = (field: string, section: string) =>
  field === section || field.startsWith(`${section}.`);

/** Whether the form shows the field in its state (its query type's sections, its toggles on). */
export function fieldShown(field: string, state: QueryFormState): boolean {
  const raw = state.query_type === 'raw_query';
  if (raw && visualSections.some((section) => within(field, section))) return false;
  if (!raw && within(field, 'raw_query')) return false;
  return toggled.every(([toggle, section]) => state[toggle] !== 'no' || !within(field, section));
}

/**
 * The errors to show now of those found when the form was `checked`: a field changed since
 * then shows the form's own check of its new value (none once it is valid), an unchanged field
 * keeps its message, and a field the form no longer shows shows none.
 */
export function shownErrors(
  errors: FormErrors,
  checked: QueryFormState,
  state: QueryFormState,
): FormErrors {
  if (Object.keys(errors).length === 0) return errors;
  const now = validateQueryForm(state);
  const shown: FormErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (!fieldShown(field, state)) continue;
    const changed =
      JSON.stringify(valueAt(state, field)) !== JSON.stringify(valueAt(checked, field));
    const current = changed ? now[field] : messages;
    if (current !== undefined && current.length > 0) shown[field] = current;
  }
  return shown;
}

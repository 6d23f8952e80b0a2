import { describe, expect, it } from 'vitest';
import { fieldShown, shownErrors } from './formErrors';
import { defaultQueryForm, validateQueryForm, type QueryFormState } from './queryForm';

const form = (patch: Partial<QueryFormState> = {}): QueryFormState => ({
  ...defaultQueryForm(),
  ...patch,
});

describe('the errors a query form shows', () => {
  it('drops a field’s message once the field is changed into a valid value', () => {
    const submitted = form();
    const errors = validateQueryForm(submitted);
    expect(errors.report_name).toEqual(['The report name field is required.']);
    const typed = form({ report_name: 'Top-ups' });
    expect(shownErrors(errors, submitted, typed).report_name).toBeUndefined();
    // The connection, not changed, keeps its message.
    expect(shownErrors(errors, submitted, typed).db_connection_name).toEqual([
      'The database connection field is required.',
    ]);
    // Emptied again: the form's own check says so at once.
    expect(shownErrors(errors, submitted, form({ report_name: ' ' })).report_name).toEqual([
      'The report name field is required.',
    ]);
  });

  it('keeps the server’s message of a field until that field changes', () => {
    const submitted = form({ report_name: 'Top-ups', db_connection_name: '2' });
    const errors = { 'tables.0.name': ['The selected table is invalid.'] };
    expect(shownErrors(errors, submitted, { ...submitted, report_name: 'Other' })).toEqual(errors);
    const [slot] = submitted.tables;
    const chosen = { ...submitted, tables: slot ? [{ ...slot, name: 'cbs_topups' }] : [] };
    expect(shownErrors(errors, submitted, chosen)).toEqual({});
  });

  it('drops the messages of sections the form no longer shows', () => {
    const submitted = form({ add_graph: 'yes' });
    const errors = validateQueryForm(submitted);
    expect(errors['graph_settings.graph_type']).toBeDefined();
    const raw = form({ add_graph: 'yes', query_type: 'raw_query' });
    expect(shownErrors(errors, submitted, raw)['graph_settings.graph_type']).toBeUndefined();
    expect(shownErrors(errors, submitted, form())['graph_settings.graph_type']).toBeUndefined();
    expect(fieldShown('raw_query', form())).toBe(false);
    expect(fieldShown('raw_query', raw)).toBe(true);
    expect(fieldShown('grid_filters.0.alias', raw)).toBe(true);
    expect(fieldShown('query_clause.limit_value', form({ set_limit: 'no' }))).toBe(false);
  });
});

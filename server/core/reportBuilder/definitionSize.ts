import type { Schema } from '../../../domain/schema';
import { ErrorBag } from '../api/laravelErrors';
import type { CompileContext, ReportDefinition } from './reportTypes';

// How large a report definition may be. The compiler's work grows with each of these, so with
// them checking and compiling any definition takes a moment (`npx tsx server/bench/reports.ts`
// measures it); they are checked first, by counting, before any text is read.

/** The longest SQL a report may compile to, its saved reports included. */
export const maxCompiledChars = 100_000;

/**
 * What one definition holds at most. The numbers keep clear of the databases' own limits:
 * SQLite joins at most 64 tables and parses an expression at most 1,000 deep (a chain of
 * conditions joined by AND or OR is one expression, as deep as it is long), PostgreSQL selects
 * at most 1,664 columns.
 */
export const definitionLimits = {
  tables: 64,
  /** Selected columns and aggregates together. */
  columns: 1_000,
  groupColumns: 1_000,
  orderColumns: 1_000,
  /** Filter rows of every group and grid filters together. */
  conditions: 500,
  /** Items of the in and not in lists, the run's included. */
  listValues: 5_000,
  /** Characters of every text the compiler may read as a raw expression. */
  expressionChars: 50_000,
  /** Parentheses nested in one raw expression. */
  expressionDepth: 64,
};

const count = (value: number) => value.toLocaleString('en');

/** How many items a comma-separated list of `text` has at most. */
function listItems(text: string): number {
  let items = 1;
  for (let comma = text.indexOf(','); comma >= 0; comma = text.indexOf(',', comma + 1)) {
    items += 1;
  }
  return items;
}

const listOperators = new Set(['in', 'not_in']);

/**
 * What makes a definition larger than definitionLimits allows, by field (the form's `prefix`
 * added); an empty bag when it fits. The run's filter values of `context` are counted too.
 */
export function sizeErrors(
  definition: ReportDefinition,
  context: Pick<CompileContext, 'filters' | 'prefix'>,
): ErrorBag {
  const bag = new ErrorBag();
  const { prefix, filters } = context;
  const limits = definitionLimits;
  const groups = definition.filter_group ?? [];
  const gridFilters = definition.grid_filters ?? [];
  const clause: Partial<Schema<'Clause'>> = definition.query_clause ?? {};
  const counted: [string, number, number, string][] = [
    ['tables', (definition.tables ?? []).length, limits.tables, 'joins at most {limit} tables'],
    [
      'selections',
      (definition.selections ?? []).length +
        (definition.have_aggregate_function === 'yes'
          ? (definition.select_aggregates ?? []).length
          : 0),
      limits.columns,
      'has at most {limit} columns (selected columns and aggregates together)',
    ],
    [
      'query_clause.columns',
      definition.have_group_by === 'yes' ? (clause.columns ?? []).length : 0,
      limits.groupColumns,
      'groups by at most {limit} columns',
    ],
    [
      'query_clause.order_columns',
      definition.have_order_by === 'yes' ? (clause.order_columns ?? []).length : 0,
      limits.orderColumns,
      'orders by at most {limit} columns',
    ],
    [
      'filter_group',
      groups.reduce((sum, group) => sum + group.query_filters.length, 0) + gridFilters.length,
      limits.conditions,
      'has at most {limit} conditions (filter rows and grid filters together)',
    ],
  ];
  for (const [field, found, limit, rule] of counted) {
    if (found <= limit) continue;
    const text = rule.replace('{limit}', count(limit));
    bag.add(`${prefix}${field}`, `A report ${text}; this one has ${count(found)}.`);
  }
  if (!bag.empty) return bag;

  // The texts the compiler may read as expressions (by field), and the lists of values it binds
  // (by the field their errors are named after).
  const expressions: [string, string][] = [];
  const lists: [string, string][] = [];
  (definition.selections ?? []).forEach((selection, index) => {
    if (selection.is_raw === 'yes') {
      expressions.push([`selections.${String(index)}.column`, selection.column]);
    }
  });
  groups.forEach((group, groupIndex) => {
    group.query_filters.forEach((filter, index) => {
      const field = `filter_group.${String(groupIndex)}.query_filters.${String(index)}`;
      const value = filter.value ?? '';
      if (filter.is_raw === 'yes') expressions.push([`${field}.filter`, filter.filter]);
      if (filter.is_function === true) expressions.push([`${field}.value`, value]);
      else if (listOperators.has(filter.operators) && filter.use_predefined !== true) {
        // An is_param list comes from the run's filters, and its errors are named after them.
        lists.push(
          filter.is_param === true
            ? [`filters.${value}`, filters[value] ?? '']
            : [`${prefix}${field}.value`, value],
        );
      }
    });
  });
  if (clause.is_raw === 'yes') {
    for (const key of ['columns', 'order_columns'] as const) {
      (clause[key] ?? []).forEach((text, index) => {
        expressions.push([`query_clause.${key}.${String(index)}`, text]);
      });
    }
  }
  gridFilters.forEach((filter, index) => {
    expressions.push([`grid_filters.${String(index)}.column`, filter.column]);
    if (listOperators.has(filter.operators)) {
      lists.push([`filters.${filter.alias}`, filters[filter.alias] ?? '']);
    }
  });
  let chars = 0;
  const longest = expressions.find(([, text]) => (chars += text.length) > limits.expressionChars);
  if (longest !== undefined) {
    bag.add(
      `${prefix}${longest[0]}`,
      `The raw expressions of a report are at most ${count(limits.expressionChars)} characters together: shorten this one or use fewer.`,
    );
  }
  let items = 0;
  const most = lists.find(([, text]) => (items += listItems(text)) > limits.listValues);
  if (most !== undefined) {
    bag.add(
      most[0],
      `A report's in and not in lists hold at most ${count(limits.listValues)} values together.`,
    );
  }
  return bag;
}

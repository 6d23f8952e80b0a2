import type { Schema } from '../schema';

/** One choice of a report-builder list: the value the API takes and the text a person reads. */
export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

const choices = <Value extends string>(entries: Record<Value, string>): Choice<Value>[] =>
  Object.entries<string>(entries).map(([value, label]) => ({ value: value as Value, label }));

type WhereOperator = Schema<'QueryFilter'>['operators'];
type GridOperator = Schema<'GridFilter'>['operators'];
type JoinType = Schema<'TableJoin'>['type'];
type GraphType = NonNullable<Schema<'ReportCell'>['graph_type']>;

const operatorLabels: Record<WhereOperator, string> = {
  equal: 'equal',
  not_equal: 'not equal',
  in: 'in',
  not_in: 'not in',
  is_null: 'is null',
  is_not_null: 'is not null',
  less: 'less',
  less_or_equal: 'less or equal',
  greater: 'greater',
  greater_or_equal: 'greater or equal',
  between: 'between',
  begins_with: 'begins with',
  contains: 'contains',
  ends_with: 'ends with',
};

/** The where-filter operators, in the spec's order (report-builder §9). */
export const whereOperators = choices(operatorLabels);

const gridOperatorValues: readonly GridOperator[] = [
  'equal',
  'not_equal',
  'less',
  'greater',
  'begins_with',
  'contains',
  'ends_with',
  'between',
  'in',
  'not_in',
];

/** The grid-filter operators, in the spec's order. */
export const gridOperators: Choice<GridOperator>[] = gridOperatorValues.map((value) => ({
  value,
  label: operatorLabels[value],
}));

/** The grid filters' field types. */
export const gridFieldTypes = choices<Schema<'GridFilter'>['field_type']>({
  string: 'String',
  integer: 'Integer',
  date: 'Date',
  date_time: 'Date and time',
});

/** The join types (a cross join given a condition joins on it, as an inner join does). */
export const joinTypes = choices<JoinType>({
  join: 'Inner join',
  leftJoin: 'Left join',
  rightJoin: 'Right join',
  crossJoin: 'Cross join',
});

/** The SQL keyword of each join type. */
export const joinKeywords: Record<JoinType, string> = {
  join: 'INNER JOIN',
  leftJoin: 'LEFT JOIN',
  rightJoin: 'RIGHT JOIN',
  crossJoin: 'CROSS JOIN',
};

/** The join conditions. */
export const joinConditions: readonly Schema<'TableJoin'>['condition'][] = ['=', '!='];

/** The aggregate functions. */
export const aggregateFunctions: readonly Schema<'Aggregate'>['aggregate_function'][] = [
  'SUM',
  'MAX',
  'MIN',
  'COUNT',
];

/** The label classes a result value can be drawn with. */
export const labelClasses: readonly Schema<'LabelConfig'>['class'][] = [
  'default',
  'primary',
  'success',
  'info',
  'warning',
  'danger',
];

/** The graph types of a report's own graph (the query form's grid graph). */
export const gridGraphTypes: readonly Schema<'GraphSettings'>['graph_type'][] = [
  'Pie',
  'DonutChart',
  'PolarChart',
  'RadarChart',
  'Line',
  'Area',
  'Bar',
  'Column',
];

/** The graph types a dashboard cell may draw: the grid's and six more. */
export const designGraphTypes: readonly GraphType[] = [
  ...gridGraphTypes,
  'ScatterChart',
  'BubbleChart',
  'ComboChart',
  'SteppedAreaChart',
  'Timeline',
  'GaugeChart',
];

/** The designer's display types. */
export const displayTypes = choices<Schema<'ReportCell'>['display_type']>({
  iconic_data: 'Iconic Data',
  infographic_data: 'Infographic Data',
  table: 'Table',
  pivot_table: 'Pivot Table',
  graph: 'Graph',
});

/** The predefined filter values (report-builder §9). */
export const predefinedValueNames = [
  'auto_organization_id',
  'auto_user_id',
  'date_from_last_7_days',
  'date_from_last_30_days',
  'date_current',
] as const;

/** A predefined filter value's name. */
export type PredefinedValueName = (typeof predefinedValueNames)[number];

/** Who runs a report and when: what the predefined values stand for. */
export interface PredefinedValueContext {
  /** Today, YYYY-MM-DD. */
  today: string;
  userId: number;
  organizationId: number | null;
}

const daysBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The value a predefined filter value stands for, or undefined for an unknown name. */
export function predefinedValue(
  name: string,
  context: PredefinedValueContext,
): string | number | null | undefined {
  switch (name as PredefinedValueName) {
    case 'auto_organization_id':
      // An administrator without an organization matches no row.
      return context.organizationId;
    case 'auto_user_id':
      return context.userId;
    case 'date_from_last_7_days':
      return daysBefore(context.today, 7);
    case 'date_from_last_30_days':
      return daysBefore(context.today, 30);
    case 'date_current':
      return context.today;
    default:
      return undefined;
  }
}

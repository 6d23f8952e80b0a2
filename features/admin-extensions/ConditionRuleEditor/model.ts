import type { Schema } from '@api';

/** One condition rule as the form edits it. */
export type ConditionRule = Schema<'PermissionConditionRule'>;

/** The comparison operators of admin §6, in the order the editor offers them. */
export const conditionOperators: ConditionRule['condition_op'][] = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'in',
  'like',
];

/** A new rule: the first joins nothing (NA), the next ones join with AND. */
export function newRule(index: number): ConditionRule {
  return {
    condition_field: '',
    condition_op: '=',
    condition_value: '',
    joining_rules: index === 0 ? 'NA' : 'AND',
    edit_custom_condition_field: null,
    delete_custom_condition_field: null,
    edit_condition_table_field: null,
    delete_condition_table_field: null,
  };
}

/** The rules after one is removed: the new first rule joins nothing. */
export function removeRule(rules: readonly ConditionRule[], index: number): ConditionRule[] {
  const next = rules.filter((_, position) => position !== index);
  const first = next[0];
  return first === undefined ? next : [{ ...first, joining_rules: 'NA' }, ...next.slice(1)];
}

/** The rules with one changed; only the first rule may (and must) join with NA. */
export function updateRule(
  rules: readonly ConditionRule[],
  index: number,
  change: Partial<ConditionRule>,
): ConditionRule[] {
  return rules.map((rule, position) => {
    if (position !== index) return rule;
    const next = { ...rule, ...change };
    if (position === 0) return { ...next, joining_rules: 'NA' };
    return next.joining_rules === 'NA' ? { ...next, joining_rules: 'AND' } : next;
  });
}

/** Client-side errors of the rules, keyed like Laravel's `conditions.0.condition_field`. */
export function ruleErrors(rules: readonly ConditionRule[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  rules.forEach((rule, index) => {
    if (rule.condition_field.trim() === '')
      errors[`conditions.${String(index)}.condition_field`] = ['The condition field is required.'];
    if (rule.condition_value.trim() === '')
      errors[`conditions.${String(index)}.condition_value`] = ['The condition value is required.'];
  });
  return errors;
}

/** Reads the rules of a loaded value, tolerating an absent or malformed one. */
export function rulesOf(value: unknown): ConditionRule[] {
  return Array.isArray(value) ? (value as ConditionRule[]) : [];
}

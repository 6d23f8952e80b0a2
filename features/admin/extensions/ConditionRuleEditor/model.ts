import type { Schema } from '@api';
import { requiredMessage } from '@domain/laravel';

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
      errors[`conditions.${String(index)}.condition_field`] = [
        requiredMessage('condition_field', 'condition'),
      ];
    if (rule.condition_value.trim() === '')
      errors[`conditions.${String(index)}.condition_value`] = ['The condition value is required.'];
  });
  return errors;
}

/** Reads the rules of a loaded value, tolerating an absent or malformed one. */
export function rulesOf(value: unknown): ConditionRule[] {
  return Array.isArray(value) ? (value as ConditionRule[]) : [];
}

/** How each operator reads in a sentence (admin §6: 'in' takes a list, 'like' means starts-with). */
const operatorWords: Record<ConditionRule['condition_op'], string> = {
  '=': 'is',
  '!=': 'is not',
  '>': 'is more than',
  '>=': 'is at least',
  '<': 'is less than',
  '<=': 'is at most',
  in: 'is one of',
  like: 'starts with',
};

/** A value as a person reads it: a comma list gets its spaces, 'draft,issued' → 'draft, issued'. */
const valueWords = (rule: ConditionRule) =>
  rule.condition_op === 'in'
    ? rule.condition_value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .join(', ')
    : rule.condition_value;

/**
 * The rules in words: 'organization_id is 1 and status is one of draft, issued'. No rules read
 * 'No conditions'.
 */
export function rulesInWords(rules: readonly ConditionRule[]): string {
  if (rules.length === 0) return 'No conditions';
  return rules
    .map((rule, index) => {
      const join =
        index === 0 || rule.joining_rules === 'NA' ? '' : `${rule.joining_rules.toLowerCase()} `;
      return `${join}${rule.condition_field} ${operatorWords[rule.condition_op]} ${valueWords(rule)}`;
    })
    .join(' ');
}

/** One way two rule groups combine: '&&' both must hold, '||' either may. */
type Combine = '&&' | '||';

const combineWord = (combine: Combine) => (combine === '||' ? 'or' : 'and');

/** The combining settings of a detail (admin §6's configuration keys). */
export interface Combining {
  list_refid: Combine;
  edit_id: Combine;
  edit_refid: Combine;
  delete_id: Combine;
  delete_refid: Combine;
}

/**
 * How the rule groups combine, in words, one line per action (admin §6): View = conditions
 * ⟨list_refid⟩ user fields; Edit = (creator ⟨edit_id⟩ conditions) ⟨edit_refid⟩ user fields;
 * Delete likewise with delete_id and delete_refid.
 */
export function combiningInWords(detail: Combining): string[] {
  const action = (name: string, first: Combine, second: Combine) =>
    `${name} when the creator ${combineWord(first)} the conditions match, ${combineWord(second)} the user fields match`;
  return [
    `View when the conditions ${combineWord(detail.list_refid)} the user fields match`,
    action('Edit', detail.edit_id, detail.edit_refid),
    action('Delete', detail.delete_id, detail.delete_refid),
  ];
}

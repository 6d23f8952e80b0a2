import { describe, expect, it } from 'vitest';
import { newRule, removeRule, ruleErrors, updateRule } from './model';

describe('condition rules', () => {
  it('starts the first rule with NA and the next ones with AND', () => {
    expect(newRule(0).joining_rules).toBe('NA');
    expect(newRule(1).joining_rules).toBe('AND');
  });

  it('keeps NA on the first rule only', () => {
    const rules = [newRule(0), newRule(1)];
    expect(updateRule(rules, 0, { joining_rules: 'OR' })[0]?.joining_rules).toBe('NA');
    expect(updateRule(rules, 1, { joining_rules: 'NA' })[1]?.joining_rules).toBe('AND');
    expect(updateRule(rules, 1, { joining_rules: 'OR' })[1]?.joining_rules).toBe('OR');
  });

  it('makes the next rule the first one, joining nothing, when the first is removed', () => {
    const rules = updateRule([newRule(0), newRule(1)], 1, { joining_rules: 'OR' });
    expect(removeRule(rules, 0)).toEqual([{ ...newRule(1), joining_rules: 'NA' }]);
    expect(removeRule([newRule(0)], 0)).toEqual([]);
  });

  it('requires a field and a value on every rule, keyed as Laravel keys nested errors', () => {
    const rules = [
      { ...newRule(0), condition_field: 'status', condition_value: 'draft' },
      newRule(1),
    ];
    expect(ruleErrors(rules)).toEqual({
      'conditions.1.condition_field': ['The condition field is required.'],
      'conditions.1.condition_value': ['The condition value is required.'],
    });
  });
});

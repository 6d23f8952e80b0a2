import { describe, expect, it } from 'vitest';
import {
  combiningInWords,
  newRule,
  removeRule,
  ruleErrors,
  rulesInWords,
  updateRule,
  type ConditionRule,
} from './model';

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

describe('rules and their combining in words', () => {
  const rule = (patch: Partial<ConditionRule>): ConditionRule => ({ ...newRule(1), ...patch });

  it('reads each rule as a sentence, joined by and / or', () => {
    expect(
      rulesInWords([
        rule({ joining_rules: 'NA', condition_field: 'organization_id', condition_value: '1' }),
        rule({ condition_field: 'status', condition_op: 'in', condition_value: 'draft,issued' }),
        rule({
          joining_rules: 'OR',
          condition_field: 'msisdn',
          condition_op: 'like',
          condition_value: '6012',
        }),
      ]),
    ).toBe('organization_id is 1 and status is one of draft, issued or msisdn starts with 6012');
    expect(rulesInWords([])).toBe('No conditions');
  });

  it('says how the rule groups combine for each action', () => {
    expect(
      combiningInWords({
        list_refid: '&&',
        edit_id: '&&',
        edit_refid: '||',
        delete_id: '||',
        delete_refid: '&&',
      }),
    ).toEqual([
      'View when the conditions and the user fields match',
      'Edit when the creator and the conditions match, or the user fields match',
      'Delete when the creator or the conditions match, and the user fields match',
    ]);
  });
});

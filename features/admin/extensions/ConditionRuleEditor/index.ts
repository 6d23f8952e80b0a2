export { ConditionRuleEditor, type ConditionRuleEditorProps } from './ConditionRuleEditor';
export { combiningInWords, ruleErrors, rulesInWords, rulesOf, type ConditionRule } from './model';

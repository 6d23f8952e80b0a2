export { ConditionRuleEditor, type ConditionRuleEditorProps } from './ConditionRuleEditor';
export { ruleErrors, rulesOf, type ConditionRule } from './model';

export { OperatorChoice, type OperatorChoiceProps } from './OperatorChoice';

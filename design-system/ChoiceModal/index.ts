export { ChoiceModal, type Choice, type ChoiceModalProps } from './ChoiceModal';

export { YesNoToggle, type YesNo, type YesNoToggleProps } from './YesNoToggle';

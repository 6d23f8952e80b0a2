export { Select, type SelectProps } from './Select';
export { MultiSelect, type MultiSelectProps } from './MultiSelect';
export type { SelectCommonProps } from './Combobox';
export { filterOptions, type SelectOption, type SelectValue } from './model';

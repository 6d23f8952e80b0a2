import { Combobox, type SelectCommonProps } from './Combobox';
import type { SelectValue } from './model';

export interface SelectProps extends SelectCommonProps {
  /** The selected option's value; `null` when nothing is selected. */
  value: SelectValue | null;
  /** Called with the picked option's value, or `null` when cleared. */
  onChange: (value: SelectValue | null) => void;
}

/**
 * A single-choice select built as an ARIA combobox: arrows, Home/End, Enter, Escape and typing
 * work from the keyboard; `searchable` filters as you type and `loadOptions` searches a server.
 */
export function Select({ value, onChange, ...rest }: SelectProps) {
  return (
    <Combobox
      componentName="Select"
      multiple={false}
      selected={value === null ? [] : [value]}
      onPick={(option) => onChange(option.value)}
      onRemove={() => onChange(null)}
      onClear={() => onChange(null)}
      {...rest}
    />
  );
}

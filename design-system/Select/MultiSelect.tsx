import { Combobox, type SelectCommonProps } from './Combobox';
import { toggleValue, type SelectValue } from './model';

export interface MultiSelectProps extends SelectCommonProps {
  /** The selected options' values, in the order they were picked. */
  value: SelectValue[];
  /** Called with the new list of values. */
  onChange: (value: SelectValue[]) => void;
}

/**
 * A multiple-choice select: picked options show as removable chips, the list stays open while
 * picking, and Backspace in the empty search removes the last chip.
 */
export function MultiSelect({ value, onChange, ...rest }: MultiSelectProps) {
  return (
    <Combobox
      componentName="MultiSelect"
      multiple
      selected={value}
      onPick={(option) => onChange(toggleValue(value, option.value))}
      onRemove={(removed) => onChange(value.filter((item) => item !== removed))}
      onClear={() => onChange([])}
      {...rest}
    />
  );
}

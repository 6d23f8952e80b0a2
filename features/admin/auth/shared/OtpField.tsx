import { OtpInput, type FormFieldControlProps } from '@ds';

export interface OtpFieldProps extends FormFieldControlProps {
  /** How many digits the code has (one box each). */
  length: number;
  /** Digits to start with; remount (change `key`) to clear. */
  defaultValue?: string;
  /** Called with the digits typed so far. */
  onChange: (code: string) => void;
}

/**
 * The one-time code boxes as a FormField's control. The field's invalid state marks the boxes
 * (not their group), so a Form focuses the first box after a failed submit; and focusing the
 * group, as the error summary's link does, moves on into the first box.
 */
export function OtpField({
  id,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  length,
  defaultValue,
  onChange,
}: OtpFieldProps) {
  return (
    <OtpInput
      id={id}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      invalid={invalid}
      length={length}
      defaultValue={defaultValue}
      onChange={onChange}
      tabIndex={-1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) {
          event.currentTarget.querySelector('input')?.focus();
        }
      }}
    />
  );
}

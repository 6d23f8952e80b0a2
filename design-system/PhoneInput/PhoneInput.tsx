import { useId, useState } from 'react';
import { TextInput, type TextInputProps } from '../TextInput';
import { FieldError } from '../fields/fieldStyles';
import { phoneError, phoneLengthError, phoneMaxLength, phonePrefix, sanitizePhone } from './model';

export interface PhoneInputProps extends Omit<
  TextInputProps,
  'type' | 'prefix' | 'prefixId' | 'maxLength' | 'inputMode'
> {
  /** An error from outside (e.g. the operator check); the length error shows otherwise. */
  error?: string;
  /** The length error's text, for translation. */
  lengthError?: string;
}

/**
 * The portal's mobile number field: '+6' before it, digits (and a dot) only, at most 11
 * characters. The length error shows once the user leaves the field.
 */
export function PhoneInput({
  value,
  onChange,
  error,
  lengthError = phoneLengthError,
  invalid,
  onBlur,
  autoComplete = 'tel-national',
  'aria-describedby': describedBy,
  ...rest
}: PhoneInputProps) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const errorText = error ?? (touched && phoneError(value) !== undefined ? lengthError : undefined);
  const errorId = `${id}-error`;
  const prefixId = `${id}-prefix`;
  return (
    <div data-component="PhoneInput">
      <TextInput
        type="tel"
        inputMode="numeric"
        maxLength={phoneMaxLength}
        autoComplete={autoComplete}
        prefix={phonePrefix}
        prefixId={prefixId}
        value={value}
        invalid={invalid || errorText !== undefined}
        // The prefix is read with the field so screen-reader users hear '+6' too.
        aria-describedby={[prefixId, describedBy, errorText === undefined ? undefined : errorId]
          .filter(Boolean)
          .join(' ')}
        onChange={(text) => onChange(sanitizePhone(text))}
        onBlur={(event) => {
          setTouched(true);
          onBlur?.(event);
        }}
        {...rest}
      />
      {errorText !== undefined && <FieldError id={errorId}>{errorText}</FieldError>}
    </div>
  );
}

import { useState } from 'react';
import { IconButton } from '../IconButton';
import { TextInput, type TextInputProps } from '../TextInput';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'suffix'> {
  /** Label of the show/hide toggle, read by screen readers; its pressed state says which. */
  toggleLabel?: string;
}

/** A password field with a button that shows the typed password in clear text. */
export function PasswordInput({
  toggleLabel = 'Show password',
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div data-component="PasswordInput">
      <TextInput
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        // Typed passwords are not spell-checked or capitalised when shown in clear text.
        spellCheck={false}
        autoCapitalize="none"
        disabled={disabled}
        suffix={
          <IconButton
            icon={visible ? 'fa-eye-slash' : 'fa-eye'}
            label={toggleLabel}
            variant="link"
            size="sm"
            aria-pressed={visible}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          />
        }
        {...rest}
      />
    </div>
  );
}

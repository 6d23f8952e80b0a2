import { useApi } from '@api';
import { Form, FormActions, FormField, PasswordInput, useToast, type FieldErrors } from '@ds';
import { useState } from 'react';
import { passwordChangeErrors, passwordMinLength, type PasswordChange } from '../model';
import { useWriteFailure } from '../shared';

const empty: PasswordChange = { old_password: '', password: '', password_confirmation: '' };

/**
 * The signed-in administrator's password change (POST /auth/change-password): the old password,
 * a new one of at least 8 characters and its confirmation. Used by the change-password screen
 * and the profile.
 */
export function ChangePasswordForm() {
  const { query } = useApi('admin');
  const change = query.useMutation('post', '/auth/change-password');
  const toast = useToast();
  const showFailure = useWriteFailure();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof PasswordChange) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = () => {
    if (change.isPending) return;
    const invalid = passwordChangeErrors(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    change.mutate(
      { body: values },
      {
        onSuccess: (answer) => {
          // Passwords are not kept on screen once they did their job.
          setValues(empty);
          toast.show({ tone: 'success', message: answer.message });
        },
        onError: (error) => showFailure(error, setErrors),
      },
    );
  };

  return (
    <Form aria-label="Change password" errors={errors} busy={change.isPending} onSubmit={submit}>
      <FormField label="Old password" name="old_password" required>
        <PasswordInput value={values.old_password} onChange={set('old_password')} />
      </FormField>
      <FormField
        label="New password"
        name="password"
        hint={`At least ${passwordMinLength} characters.`}
        required
      >
        <PasswordInput
          value={values.password}
          onChange={set('password')}
          autoComplete="new-password"
        />
      </FormField>
      <FormField label="Confirm password" name="password_confirmation" required>
        <PasswordInput
          value={values.password_confirmation}
          onChange={set('password_confirmation')}
          autoComplete="new-password"
        />
      </FormField>
      <FormActions
        submitLabel="Change password"
        submitting={change.isPending}
        onReset={() => {
          setValues(empty);
          setErrors({});
        }}
      />
    </Form>
  );
}

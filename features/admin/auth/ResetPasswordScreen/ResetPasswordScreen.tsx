import { useApi } from '@api';
import { Button, Form, FormField, PasswordInput, type FieldErrors } from '@ds';
import { passwordResetCode } from '@domain/one-time-codes';
import { useState } from 'react';
import styled from 'styled-components';
import { passwordMinLength, passwordResetErrors } from '../model';
import { GuestPage, Notice, OtpField, useWriteFailure } from '../shared';

const Links = styled.div`
  display: flex;
  justify-content: center;
`;

export interface ResetPasswordScreenProps {
  /** The verified one-time code from the forgot-password screen; the boxes start with it. */
  otpCode?: string;
  /** The mobile number or e-mail address the code was sent to: the code resets that account only. */
  mobileOrEmail: string;
  /** Goes to the sign-in screen once the password is reset. */
  onDone: () => void;
  /** Goes back to the sign-in screen without resetting the password. */
  onBackToLogin: () => void;
}

/**
 * The reset-password screen (/admin/reset-pass): the one-time code, a new password and its
 * confirmation (POST /users/reset-password); on success the server's message and a way to sign in.
 */
export function ResetPasswordScreen({
  otpCode = '',
  mobileOrEmail,
  onDone,
  onBackToLogin,
}: ResetPasswordScreenProps) {
  const { query } = useApi('admin');
  const reset = query.useMutation('post', '/users/reset-password');
  const showFailure = useWriteFailure();
  const [code, setCode] = useState(otpCode);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    if (reset.isPending) return;
    const values = { otp_code: code, password, password_confirmation: confirmation };
    const invalid = passwordResetErrors(values, passwordResetCode.digits);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    reset.mutate(
      { body: { ...values, mobile_or_email: mobileOrEmail.trim() } },
      { onError: (error) => showFailure(error, setErrors) },
    );
  };

  if (reset.isSuccess) {
    return (
      <GuestPage title="Reset password">
        <Notice tone="success">{reset.data.message}</Notice>
        {/* The form the user submitted is gone: the way on takes the focus. */}
        <Button fullWidth autoFocus onClick={onDone}>
          Sign in
        </Button>
      </GuestPage>
    );
  }

  return (
    <GuestPage
      title="Reset password"
      lead={`Enter the ${passwordResetCode.digits}-digit code we sent you and choose a new password.`}
    >
      <Form aria-label="Reset password" errors={errors} busy={reset.isPending} onSubmit={submit}>
        <FormField label="OTP code" name="otp_code" required>
          <OtpField length={passwordResetCode.digits} defaultValue={otpCode} onChange={setCode} />
        </FormField>
        <FormField
          label="New password"
          name="password"
          hint={`At least ${passwordMinLength} characters.`}
          required
        >
          <PasswordInput value={password} onChange={setPassword} autoComplete="new-password" />
        </FormField>
        <FormField label="Confirm password" name="password_confirmation" required>
          <PasswordInput
            value={confirmation}
            onChange={setConfirmation}
            autoComplete="new-password"
          />
        </FormField>
        <Button type="submit" fullWidth loading={reset.isPending}>
          Reset password
        </Button>
      </Form>
      <Links>
        <Button variant="link" onClick={onBackToLogin}>
          Back to login
        </Button>
      </Links>
    </GuestPage>
  );
}

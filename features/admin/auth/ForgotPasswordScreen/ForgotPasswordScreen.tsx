import { useApi, type Schema } from '@api';
import { Button, Form, FormField, TextInput, type FieldErrors } from '@ds';
import { passwordResetCode } from '@domain/one-time-codes';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { contactErrors, expiryText, otpErrors } from '../model';
import { GuestPage, Notice, OtpField, useWriteFailure } from '../shared';

const Actions = styled.div`
  display: grid;
  justify-items: center;
`;

const Links = styled.div`
  display: flex;
  justify-content: center;
`;

export interface ForgotPasswordScreenProps {
  /** Called with the verified contact and code, e.g. to open the reset-password screen with them. */
  onVerified: (verified: Schema<'AdminVerifyOtpRequest'>) => void;
  /** Goes back to the sign-in screen. */
  onBackToLogin: () => void;
}

/**
 * The forgot-password screen (/admin/forgot-pass): the mobile number or e-mail address gets a
 * one-time code (POST /auth/forgot-password), then the code is checked (POST /auth/verify-otp).
 */
export function ForgotPasswordScreen({ onVerified, onBackToLogin }: ForgotPasswordScreenProps) {
  const { query } = useApi('admin');
  const send = query.useMutation('post', '/auth/forgot-password');
  const verify = query.useMutation('post', '/auth/verify-otp');
  const showFailure = useWriteFailure();
  const [contact, setContact] = useState('');
  const [sent, setSent] = useState<Schema<'ForgotPasswordResponse'>>();
  const [code, setCode] = useState('');
  // A new key empties the code boxes after a resend.
  const [codeKey, setCodeKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const step = useRef<HTMLDivElement>(null);
  const onCodeStep = sent !== undefined;

  // The button the user pressed goes with its step, so the new step's first field takes the focus.
  const focusStep = useRef(false);
  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    step.current?.querySelector('input')?.focus();
  }, [onCodeStep]);

  const sendCode = (resend: boolean) => {
    if (send.isPending) return;
    const mobile_or_email = contact.trim();
    const invalid = contactErrors({ mobile_or_email });
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    send.mutate(
      { body: { mobile_or_email } },
      {
        onSuccess: (answer) => {
          focusStep.current = !resend;
          setSent(answer);
          setCode('');
          if (resend) setCodeKey((key) => key + 1);
        },
        onError: (error) => showFailure(error, setErrors),
      },
    );
  };

  const verifyCode = () => {
    if (verify.isPending) return;
    const invalid = otpErrors(code, passwordResetCode.digits);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const body = { mobile_or_email: contact.trim(), otp_code: code };
    verify.mutate(
      { body },
      {
        onSuccess: () => onVerified(body),
        onError: (error) => showFailure(error, setErrors),
      },
    );
  };

  return (
    <GuestPage
      title="Forgot password"
      lead={
        onCodeStep
          ? `Enter the ${passwordResetCode.digits}-digit code we sent to ${contact.trim()}.`
          : 'Enter the mobile number or e-mail address of your account and we will send you a one-time code.'
      }
    >
      {sent === undefined ? null : (
        <Notice tone="success">
          {sent.message} The code expires in {expiryText(sent.expires_in)}.
        </Notice>
      )}
      <div ref={step}>
        {onCodeStep ? (
          <Form
            aria-label="Verify the code"
            errors={errors}
            busy={verify.isPending}
            onSubmit={verifyCode}
          >
            <FormField label="OTP code" name="otp_code" required>
              <OtpField key={codeKey} length={passwordResetCode.digits} onChange={setCode} />
            </FormField>
            <Button type="submit" fullWidth loading={verify.isPending}>
              Verify
            </Button>
            <Actions>
              <Button variant="link" loading={send.isPending} onClick={() => sendCode(true)}>
                Resend code
              </Button>
              <Button
                variant="link"
                onClick={() => {
                  focusStep.current = true;
                  setSent(undefined);
                  setErrors({});
                }}
              >
                Use another mobile or email
              </Button>
            </Actions>
          </Form>
        ) : (
          <Form
            aria-label="Send a code"
            errors={errors}
            busy={send.isPending}
            onSubmit={() => sendCode(false)}
          >
            <FormField label="Mobile or email" name="mobile_or_email" required>
              <TextInput value={contact} onChange={setContact} autoComplete="username" />
            </FormField>
            <Button type="submit" fullWidth loading={send.isPending}>
              Send code
            </Button>
          </Form>
        )}
      </div>
      <Links>
        <Button variant="link" onClick={onBackToLogin}>
          Back to login
        </Button>
      </Links>
    </GuestPage>
  );
}

import { apiFailure, useApi, type Schema } from '@api';
import { Button, Form, FormField, PasswordInput, TextInput, type FieldErrors } from '@ds';
import { useState } from 'react';
import styled from 'styled-components';
import { loginErrors } from '../model';
import { useStartSession } from '../session';
import { GuestPage, Notice, useWriteFailure } from '../shared';

const Links = styled.div`
  display: flex;
  justify-content: center;
`;

export interface LoginScreenProps {
  /** Called with the administrator once signed in and the token stored, e.g. to open the console. */
  onSignedIn: (user: Schema<'Profile'>) => void;
  /** Opens the forgot-password screen. */
  onForgotPassword: () => void;
}

/**
 * The sign-in screen (/login, guests only): username and password, POST /auth/login. Wrong
 * credentials show the server's message and keep what was typed.
 */
export function LoginScreen({ onSignedIn, onForgotPassword }: LoginScreenProps) {
  const { query } = useApi('admin');
  const login = query.useMutation('post', '/auth/login');
  const startSession = useStartSession();
  const showFailure = useWriteFailure();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // A 401 carries no field: its message shows above the form.
  const [rejection, setRejection] = useState<string>();

  const submit = () => {
    if (login.isPending) return;
    const values = { username: username.trim(), password };
    const invalid = loginErrors(values);
    setErrors(invalid);
    setRejection(undefined);
    if (Object.keys(invalid).length > 0) return;
    login.mutate(
      { body: values },
      {
        onSuccess: (answer) => {
          startSession(answer);
          onSignedIn(answer.user);
        },
        onError: (error) => {
          const failure = apiFailure(error);
          if (failure.kind === 'unauthenticated') {
            setRejection(failure.message ?? 'These credentials do not match our records.');
          } else {
            showFailure(error, setErrors);
          }
        },
      },
    );
  };

  return (
    <GuestPage title="Sign in" lead="Sign in to start your session.">
      {rejection === undefined ? null : <Notice tone="error">{rejection}</Notice>}
      <Form aria-label="Sign in" errors={errors} busy={login.isPending} onSubmit={submit}>
        <FormField label="Username" name="username" required>
          <TextInput value={username} onChange={setUsername} autoComplete="username" />
        </FormField>
        <FormField label="Password" name="password" required>
          <PasswordInput value={password} onChange={setPassword} />
        </FormField>
        <Button type="submit" fullWidth loading={login.isPending}>
          Sign in
        </Button>
      </Form>
      <Links>
        <Button variant="link" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </Links>
    </GuestPage>
  );
}

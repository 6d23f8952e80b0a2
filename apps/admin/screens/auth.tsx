import { Spinner } from '@ds';
import {
  ForgotPasswordScreen,
  LoginScreen,
  ResetPasswordScreen,
  sessionAtom,
  useCurrentUser,
} from '@features/admin/auth';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths, returnPathOf } from '../paths';

/** /login: guests only; a signed-in administrator goes on to the console. */
export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useAtomValue(sessionAtom);
  const user = useCurrentUser();
  if (user.isSuccess) return <Navigate to={returnPathOf(location.state, user.data.id)} replace />;
  if (user.isPending && session === 'unknown') return <Spinner label="Checking your session" />;
  return (
    <LoginScreen
      onSignedIn={(profile) =>
        void navigate(returnPathOf(location.state, profile.id), { replace: true })
      }
      onForgotPassword={() => void navigate(paths.forgotPassword)}
    />
  );
}

interface ResetState {
  mobile_or_email: string;
  otp_code: string;
}

function resetStateOf(state: unknown): Partial<ResetState> {
  if (typeof state !== 'object' || state === null) return {};
  const { mobile_or_email: contact, otp_code: code } = state as Record<string, unknown>;
  return {
    mobile_or_email: typeof contact === 'string' ? contact : undefined,
    otp_code: typeof code === 'string' ? code : undefined,
  };
}

/** /admin/forgot-pass: mobile or email, then the one-time code. */
export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <ForgotPasswordScreen
      onVerified={(verified) => void navigate(paths.resetPassword, { state: verified })}
      onBackToLogin={() => void navigate(paths.login)}
    />
  );
}

/**
 * /admin/reset-pass: the code, a new password and its confirmation. A code resets only the account
 * it was verified for, so the page is reached from forgot-pass, which names it.
 */
export function ResetPasswordRoute() {
  const navigate = useNavigate();
  const { mobile_or_email: contact, otp_code: code } = resetStateOf(useLocation().state);
  if (contact === undefined) return <Navigate to={paths.forgotPassword} replace />;
  return (
    <ResetPasswordScreen
      otpCode={code}
      mobileOrEmail={contact}
      onDone={() => void navigate(paths.login, { replace: true })}
      onBackToLogin={() => void navigate(paths.login)}
    />
  );
}

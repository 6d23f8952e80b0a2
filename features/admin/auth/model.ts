import type { ApiFailure, Schema } from '@api';
import { requiredErrors, type FieldErrors } from '@ds';
import { requiredMessage } from '@domain/laravel';

/** The shortest password the contract accepts (ChangePasswordRequest, ResetPasswordRequest). */
export const passwordMinLength = 8;

/** The largest avatar file the contract accepts: 2 MB. */
export const avatarMaxBytes = 2 * 1024 * 1024;

/** The avatar file types the contract accepts, with the extensions Laravel's message names. */
const avatarTypes: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

/** What the avatar file chooser accepts. */
export const avatarAccept = Object.keys(avatarTypes).join(',');

/** The new password and its confirmation, as the change and reset forms hold them. */
export type NewPassword = Required<
  Pick<Schema<'ResetPasswordRequest'>, 'password' | 'password_confirmation'>
>;

/** The change-password form's values. */
export type PasswordChange = NewPassword &
  Required<Pick<Schema<'ChangePasswordRequest'>, 'old_password'>>;

/** The reset-password form's values. */
export type PasswordReset = NewPassword & Pick<Schema<'ResetPasswordRequest'>, 'otp_code'>;

/**
 * Laravel's required-field messages for the empty fields; `names` gives the name a message uses
 * where it is not the field's own, e.g. the spec's 'display name' for the field `name`.
 */
function missing(
  values: Record<string, unknown>,
  fields: readonly string[],
  names: Record<string, string> = {},
): FieldErrors {
  const errors = requiredErrors(values, fields);
  for (const [field, name] of Object.entries(names)) {
    if (errors[field] !== undefined) errors[field] = [requiredMessage(field, name)];
  }
  return errors;
}

/** Client-side errors of the sign-in form. */
export function loginErrors(values: Schema<'LoginRequest'>): FieldErrors {
  return missing(values, ['username', 'password']);
}

/** Client-side errors of the forgot-password form's first step. */
export function contactErrors(values: Schema<'ForgotPasswordRequest'>): FieldErrors {
  return missing(values, ['mobile_or_email']);
}

/** Client-side errors of a one-time code: required, and one digit per box. */
export function otpErrors(code: string, length: number): FieldErrors {
  if (code.trim() === '') return missing({ otp_code: code }, ['otp_code']);
  return /^\d+$/.test(code) && code.length === length
    ? {}
    : { otp_code: [`The otp code must be ${length} digits.`] };
}

/**
 * Client-side errors of a new password and its confirmation: required, at least
 * `passwordMinLength` characters, and the confirmation must match. `passwordName` is the
 * password's name in its required message ('reset password' on the reset screen, per the spec).
 */
export function newPasswordErrors(values: NewPassword, passwordName = 'password'): FieldErrors {
  const errors = missing(values, ['password', 'password_confirmation'], {
    password: passwordName,
  });
  if (errors.password === undefined && values.password.length < passwordMinLength) {
    errors.password = [`The password must be at least ${passwordMinLength} characters.`];
  }
  if (
    errors.password_confirmation === undefined &&
    values.password_confirmation !== values.password
  ) {
    errors.password_confirmation = ['The password confirmation does not match.'];
  }
  return errors;
}

/** Client-side errors of the change-password form. */
export function passwordChangeErrors(values: PasswordChange): FieldErrors {
  return { ...missing(values, ['old_password']), ...newPasswordErrors(values) };
}

/** Client-side errors of the reset-password form, whose new password the spec calls 'reset password'. */
export function passwordResetErrors(values: PasswordReset, otpLength: number): FieldErrors {
  return {
    ...otpErrors(values.otp_code, otpLength),
    ...newPasswordErrors(values, 'reset password'),
  };
}

/** Laravel's message for an avatar file of the wrong type or size, or undefined when it fits. */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (avatarTypes[file.type] === undefined) {
    return `The avatar must be a file of type: ${Object.values(avatarTypes).join(', ')}.`;
  }
  if (file.size > avatarMaxBytes) {
    return `The avatar must not be greater than ${avatarMaxBytes / 1024} kilobytes.`;
  }
  return undefined;
}

/** Client-side errors of the profile form: the display name, and the avatar file when one is chosen. */
export function profileErrors(
  values: { name: string },
  avatar?: Pick<File, 'type' | 'size'>,
): FieldErrors {
  const errors = missing(values, ['name'], { name: 'display name' });
  const avatarError = avatar === undefined ? undefined : avatarFileError(avatar);
  if (avatarError !== undefined) errors.avatar = [avatarError];
  return errors;
}

/**
 * The multipart body of a profile update with a new avatar. The contract types the file part as
 * a string (binary), so the file travels here rather than in the typed JSON body.
 */
export function profileFormData(name: string, avatar: File): FormData {
  const form = new FormData();
  form.append('name', name);
  form.append('avatar', avatar);
  return form;
}

/** The text of an error toast for a failed write that has no field errors to show. */
export function failureMessage(failure: ApiFailure): string {
  if (failure.kind === 'network') return 'There is some problem in your network!';
  return failure.message ?? 'Something went wrong on the server. Please try again.';
}

/** Up to two initials of a display name, for an avatar without a picture: 'Aisyah Rahman' → 'AR'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}

/** How long a one-time code stays valid, as text: 300 → '5 minutes', 45 → '45 seconds'. */
export function expiryText(seconds: number): string {
  if (seconds >= 60 && seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

import { describe, expect, it } from 'vitest';
import {
  avatarAccept,
  avatarFileError,
  avatarMaxBytes,
  contactErrors,
  expiryText,
  failureMessage,
  initialsOf,
  loginErrors,
  newPasswordErrors,
  otpErrors,
  passwordChangeErrors,
  passwordResetErrors,
  profileErrors,
  profileFormData,
} from './model';

describe('loginErrors', () => {
  it("gives the spec's required messages for an empty username and password", () => {
    expect(loginErrors({ username: ' ', password: '' })).toEqual({
      username: ['The username field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('accepts any filled-in credentials', () => {
    expect(loginErrors({ username: 'admin', password: 'x' })).toEqual({});
  });
});

describe('contactErrors', () => {
  it('requires the mobile or email', () => {
    expect(contactErrors({ mobile_or_email: '' })).toEqual({
      mobile_or_email: ['The mobile or email field is required.'],
    });
    expect(contactErrors({ mobile_or_email: '60123456789' })).toEqual({});
  });
});

describe('otpErrors', () => {
  it('requires the code', () => {
    expect(otpErrors('', 4)).toEqual({ otp_code: ['The otp code field is required.'] });
  });

  it('wants one digit per box', () => {
    expect(otpErrors('12', 4)).toEqual({ otp_code: ['The otp code must be 4 digits.'] });
    expect(otpErrors('12a4', 4)).toEqual({ otp_code: ['The otp code must be 4 digits.'] });
    expect(otpErrors('1234', 4)).toEqual({});
  });
});

describe('newPasswordErrors', () => {
  it('requires both fields, naming the password as asked', () => {
    expect(
      newPasswordErrors({ password: '', password_confirmation: '' }, 'reset password'),
    ).toEqual({
      password: ['The reset password field is required.'],
      password_confirmation: ['The password confirmation field is required.'],
    });
  });

  it('wants at least 8 characters', () => {
    expect(newPasswordErrors({ password: 'short', password_confirmation: 'short' })).toEqual({
      password: ['The password must be at least 8 characters.'],
    });
  });

  it('wants the confirmation to match', () => {
    expect(
      newPasswordErrors({ password: 'N3w!Pass2025x', password_confirmation: 'N3w!Pass2025' }),
    ).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
    expect(
      newPasswordErrors({ password: 'N3w!Pass2025x', password_confirmation: 'N3w!Pass2025x' }),
    ).toEqual({});
  });
});

describe('passwordChangeErrors', () => {
  it("gives the spec's messages for every empty field", () => {
    expect(
      passwordChangeErrors({ old_password: '', password: '', password_confirmation: '' }),
    ).toEqual({
      old_password: ['The old password field is required.'],
      password: ['The password field is required.'],
      password_confirmation: ['The password confirmation field is required.'],
    });
  });
});

describe('passwordResetErrors', () => {
  it("calls the new password 'reset password', as the spec does", () => {
    expect(
      passwordResetErrors({ otp_code: '', password: '', password_confirmation: 'x' }, 4),
    ).toEqual({
      otp_code: ['The otp code field is required.'],
      password: ['The reset password field is required.'],
      password_confirmation: ['The password confirmation does not match.'],
    });
  });

  it('accepts a full code and a matching new password', () => {
    expect(
      passwordResetErrors(
        { otp_code: '1234', password: 'N3w!Pass2025x', password_confirmation: 'N3w!Pass2025x' },
        4,
      ),
    ).toEqual({});
  });
});

describe('avatar files', () => {
  it('accepts png, jpg and gif pictures up to 2 MB', () => {
    expect(avatarAccept).toBe('image/png,image/jpeg,image/gif');
    expect(avatarFileError({ type: 'image/png', size: avatarMaxBytes })).toBeUndefined();
    expect(avatarFileError({ type: 'image/gif', size: 10 })).toBeUndefined();
  });

  it("refuses other types and larger files with Laravel's messages", () => {
    expect(avatarFileError({ type: 'application/pdf', size: 10 })).toBe(
      'The avatar must be a file of type: png, jpg, gif.',
    );
    expect(avatarFileError({ type: 'image/jpeg', size: avatarMaxBytes + 1 })).toBe(
      'The avatar must not be greater than 2048 kilobytes.',
    );
  });
});

describe('profileErrors', () => {
  it("calls the name 'display name', as the spec does", () => {
    expect(profileErrors({ name: '  ' })).toEqual({
      name: ['The display name field is required.'],
    });
  });

  it('checks a chosen avatar file', () => {
    expect(profileErrors({ name: 'Aisyah' }, { type: 'text/plain', size: 1 })).toEqual({
      avatar: ['The avatar must be a file of type: png, jpg, gif.'],
    });
    expect(profileErrors({ name: 'Aisyah' }, { type: 'image/png', size: 1 })).toEqual({});
  });
});

describe('profileFormData', () => {
  it('carries the name and the avatar file', () => {
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    const form = profileFormData('Aisyah Rahman', file);
    expect(form.get('name')).toBe('Aisyah Rahman');
    const avatar = form.get('avatar');
    expect(avatar).toBeInstanceOf(File);
    expect(avatar instanceof File ? avatar.name : undefined).toBe('me.png');
  });
});

describe('failureMessage', () => {
  it("gives the server's message, or a fallback", () => {
    expect(
      failureMessage({ kind: 'server', status: 500, message: 'Server Error', errors: {} }),
    ).toBe('Server Error');
    expect(failureMessage({ kind: 'server', status: 502, errors: {} })).toBe(
      'Something went wrong on the server. Please try again.',
    );
  });

  it('says when the network failed', () => {
    expect(failureMessage({ kind: 'network', errors: {} })).toBe(
      'There is some problem in your network!',
    );
  });
});

describe('expiryText', () => {
  it('says minutes when whole, else seconds', () => {
    expect(expiryText(300)).toBe('5 minutes');
    expect(expiryText(60)).toBe('1 minute');
    expect(expiryText(45)).toBe('45 seconds');
    expect(expiryText(1)).toBe('1 second');
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Aisyah Rahman')).toBe('AR');
    expect(initialsOf('Priya a/p Subramaniam')).toBe('PS');
    expect(initialsOf('admin')).toBe('A');
    expect(initialsOf('  ')).toBe('');
  });
});

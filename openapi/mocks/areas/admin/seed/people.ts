import type { Schema } from '../../../../schema';

/** What the mock knows about a user's sign-in: never part of an answer. */
export interface Credential {
  userId: number;
  /** Passwords that sign the user in. */
  passwords: string[];
  mobile: string;
  email: string;
}

/**
 * Sign-in credentials of the demo users: 'admin' signs in with 'admin123', every other user with
 * 'secret123' (the stories sign them in; on the server they have no known password). The
 * contract's example password ('S3cure!Pass2025') also signs 'admin' in, so that the documented
 * example request succeeds.
 */
export function seedCredentials(users: Schema<'AdminUser'>[]): Credential[] {
  return users.map((user) => ({
    userId: user.id,
    passwords: user.username === 'admin' ? ['admin123', 'S3cure!Pass2025'] : ['secret123'],
    mobile: user.mobile ?? '',
    email: user.email ?? '',
  }));
}

import { administratorRole } from '../auth/tokens';

/** The administrator created on a fresh database (documented in README.md: change it). */
export const seededAdmin = {
  username: 'admin',
  password: 'admin123',
  name: 'Administrator',
  /** The slug of the role it holds. */
  roleSlug: administratorRole,
};

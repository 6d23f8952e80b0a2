import { describe, expect, it } from 'vitest';
import { paths, returnPathOf } from './paths';

describe('returnPathOf: where a user goes after signing in', () => {
  const page = '/admin/auth/roles?page=2';

  it('takes a guest back to the console page they opened', () => {
    expect(returnPathOf({ from: page }, 7)).toBe(page);
    expect(returnPathOf({ from: page, user: undefined }, 7)).toBe(page);
  });

  it('takes a user back to the page their own session ended on', () => {
    expect(returnPathOf({ from: page, user: 7 }, 7)).toBe(page);
  });

  it('starts another user at home, not on the page the last user left', () => {
    expect(returnPathOf({ from: page, user: 7 }, 8)).toBe(paths.home);
  });

  it('starts at home without a page to return to, or with one outside the console', () => {
    expect(returnPathOf(undefined, 7)).toBe(paths.home);
    expect(returnPathOf({ from: '/login' }, 7)).toBe(paths.home);
    expect(returnPathOf({ from: 'https://elsewhere.example/admin' }, 7)).toBe(paths.home);
  });
});

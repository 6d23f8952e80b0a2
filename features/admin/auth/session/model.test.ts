import { describe, expect, it } from 'vitest';
import { expiredTokenCookie, profileStaleTime, tokenCookie } from './model';

const issuedAt = Date.parse('2025-06-02T09:00:00Z');

describe('tokenCookie', () => {
  it('stores the token for the whole console until it expires', () => {
    expect(tokenCookie('42|abc', '2025-06-02T17:00:00Z', false, issuedAt)).toBe(
      'token=42%7Cabc; expires=Mon, 02 Jun 2025 17:00:00 GMT; path=/; SameSite=Lax',
    );
  });

  it('is Secure on https', () => {
    expect(tokenCookie('t', '2025-06-02T17:00:00Z', true, issuedAt)).toBe(
      'token=t; expires=Mon, 02 Jun 2025 17:00:00 GMT; path=/; SameSite=Lax; Secure',
    );
  });

  it('lasts for the browser session when the expiry cannot be read', () => {
    expect(tokenCookie('t', 'soon', false, issuedAt)).toBe('token=t; path=/; SameSite=Lax');
  });

  it("lasts for the browser session when this device's clock is already past the expiry", () => {
    expect(tokenCookie('t', '2025-06-02T08:00:00Z', false, issuedAt)).toBe(
      'token=t; path=/; SameSite=Lax',
    );
  });
});

describe('expiredTokenCookie', () => {
  it('removes the cookie with the attributes it was stored with', () => {
    expect(expiredTokenCookie(false)).toBe(
      'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax',
    );
    expect(expiredTokenCookie(true)).toBe(
      'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax; Secure',
    );
  });
});

describe('profileStaleTime', () => {
  it('is 5 minutes', () => {
    expect(profileStaleTime).toBe(300_000);
  });
});

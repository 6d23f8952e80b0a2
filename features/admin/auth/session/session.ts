import { atom } from 'jotai';
import { expiredTokenCookie, tokenCookie, type SessionState } from './model';

/**
 * Whether an administrator is signed in. Sign-in and sign-out set it; `useCurrentUser` sets it
 * from GET /auth/get-user, because the server may hold the session in an HttpOnly cookie that
 * this code cannot read.
 */
export const sessionAtom = atom<SessionState>('unknown');

const onHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

/** Stores the bearer token in the `token` cookie until `expiresAt` (an ISO date-time). */
export function storeSessionToken(token: string, expiresAt: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = tokenCookie(token, expiresAt, onHttps());
}

/** Removes the `token` cookie. */
export function clearSessionToken(): void {
  if (typeof document === 'undefined') return;
  document.cookie = expiredTokenCookie(onHttps());
}

import { tokenCookieName } from '@api';

/** Where the session stands: not known yet, signed in, or signed out. */
export type SessionState = 'unknown' | 'signed-in' | 'signed-out';

/** How long the signed-in profile stays fresh before a screen refetches it: 5 minutes. */
export const profileStaleTime = 5 * 60_000;

// Readable by every route of the console, sent on top-level navigations from other sites only
// for safe methods (Lax), and over https only when the console itself runs on https.
const attributes = (secure: boolean) => `path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * The `document.cookie` assignment that stores the bearer token until it expires. The server
 * just issued the token, so an `expiresAt` that is unreadable or already past on this device's
 * clock (a clock that disagrees with the server's) gives a cookie for the browser session
 * instead: the server still rejects the token once it really expires.
 */
export function tokenCookie(
  token: string,
  expiresAt: string,
  secure: boolean,
  now = Date.now(),
): string {
  const expires = Date.parse(expiresAt);
  const until = expires > now ? `; expires=${new Date(expires).toUTCString()}` : '';
  return `${tokenCookieName}=${encodeURIComponent(token)}${until}; ${attributes(secure)}`;
}

/** The `document.cookie` assignment that removes the token cookie (an expiry in the past). */
export function expiredTokenCookie(secure: boolean): string {
  return `${tokenCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes(secure)}`;
}

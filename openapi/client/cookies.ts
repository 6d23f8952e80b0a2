/** Name of the cookie that holds the admin bearer token. */
export const tokenCookieName = 'token';

/** Reads one cookie of the current document, or undefined outside a browser. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

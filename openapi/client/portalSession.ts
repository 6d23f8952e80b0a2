import type { Schema } from '../schema';

/**
 * Where the portal keeps the session that verify-otp issued: session storage, so a verified
 * number lasts as long as the tab, never the admin `token` cookie.
 */
export const portalSessionKey = 'portal_session';

/** The verified portal session: its bearer token, number and end. */
export type PortalSession = Schema<'PortalSession'>;

function sessionStore(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

function isSession(value: unknown): value is PortalSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.session_token === 'string' && typeof record.msisdn === 'string';
}

/**
 * The stored portal session, if any. Whether it is still valid is the server's call: a 401
 * answer clears it (the client's clock is not trusted with the expiry).
 */
export function readPortalSession(): PortalSession | undefined {
  const text = sessionStore()?.getItem(portalSessionKey);
  if (text === null || text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isSession(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the session verify-otp returned; the portal client sends its token from then on. */
export function writePortalSession(session: PortalSession): void {
  sessionStore()?.setItem(portalSessionKey, JSON.stringify(session));
}

/** Forgets the portal session (operator switch, a 401, a new number). */
export function clearPortalSession(): void {
  sessionStore()?.removeItem(portalSessionKey);
}

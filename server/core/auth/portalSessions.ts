import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../../domain/schema';
import type { Database } from '../db/schema';
import { tokenKind } from './opaqueTokens';
import { bearerTokenOf } from './tokens';

/** How long a portal session lasts after its OTP was verified (a day, as an admin token). */
export const portalSessionMinutes = 1440;

/** Portal sessions: the bearer token a verified OTP opens for its number. */
export const portalSessions = tokenKind({
  table: 'portal_sessions',
  prefix: 'ps_',
  ttlMinutes: portalSessionMinutes,
});

/**
 * Opens a portal session for a number whose OTP was just verified, ending the number's earlier
 * sessions (a new verification is a new sign-in, wherever the old one was left open); only the
 * token's hash is stored. The token goes back to the client as a bearer token for the
 * msisdn-scoped calls.
 */
export async function issuePortalSession(
  db: Kysely<Database>,
  msisdn: string,
  now = new Date(),
): Promise<Schema<'PortalSession'>> {
  await portalSessions.revokeOwner(db, msisdn);
  const { token, expiresAt } = await portalSessions.issue(db, msisdn, { now });
  return { session_token: token, token_type: 'Bearer', expires_at: expiresAt, msisdn };
}

/** Ends the portal session whose token a request carries (sign-out); without one, none ends. */
export async function endPortalSession(db: Kysely<Database>, request: FastifyRequest) {
  const tokenHash = portalSessions.hashOf(bearerTokenOf(request) ?? '');
  if (tokenHash !== undefined) await portalSessions.revoke(db, tokenHash);
}

/** Finds the number of a request's portal session (its `Authorization: Bearer` header). */
export function createPortalAuthenticator(db: Kysely<Database>) {
  return async (request: FastifyRequest): Promise<string | undefined> => {
    const token = bearerTokenOf(request);
    return token === undefined ? undefined : (await portalSessions.lookup(db, token))?.owner;
  };
}

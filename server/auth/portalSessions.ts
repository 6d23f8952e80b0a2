import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../domain/schema';
import type { Database } from '../db/schema';
import { bearerTokenOf, hashToken } from './tokens';

/** How long a portal session lasts after its OTP was verified (a day, as an admin token). */
export const portalSessionMinutes = 1440;

/**
 * Opens a portal session for a number whose OTP was just verified; only the token's hash is
 * stored. The token goes back to the client as a bearer token for the msisdn-scoped calls.
 */
export async function issuePortalSession(
  db: Kysely<Database>,
  msisdn: string,
  now = new Date(),
): Promise<Schema<'PortalSession'>> {
  const token = `ps_${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + portalSessionMinutes * 60_000).toISOString();
  await db.deleteFrom('portal_sessions').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('portal_sessions')
    .values({
      msisdn,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      created_at: now.toISOString(),
    })
    .execute();
  return { session_token: token, token_type: 'Bearer', expires_at: expiresAt, msisdn };
}

/** The msisdn of an unexpired portal session token, or undefined. */
export async function portalSessionMsisdn(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  if (token === '' || token.length > 200) return undefined;
  const row = await db
    .selectFrom('portal_sessions')
    .select('msisdn')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.msisdn;
}

/** Finds the number of a request's portal session (its `Authorization: Bearer` header). */
export function createPortalAuthenticator(db: Kysely<Database>) {
  return async (request: FastifyRequest): Promise<string | undefined> => {
    const token = bearerTokenOf(request);
    return token === undefined ? undefined : portalSessionMsisdn(db, token);
  };
}

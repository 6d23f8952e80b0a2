import type { Schema } from '../../../domain/schema';
import { bearerTokenOf, type ApiRequest, type PortalAuthenticator } from '../api/operation';
import type { Services } from '../services';
import { tokenKind } from './opaqueTokens';

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
  services: Services,
  msisdn: string,
  now = services.ports.clock.now(),
): Promise<Schema<'PortalSession'>> {
  await portalSessions.revokeOwner(services, msisdn);
  const { token, expiresAt } = await portalSessions.issue(services, msisdn, { now });
  return { session_token: token, token_type: 'Bearer', expires_at: expiresAt, msisdn };
}

/** Ends the portal session whose token a request carries (sign-out); without one, none ends. */
export async function endPortalSession(services: Services, request: ApiRequest) {
  const tokenHash = await portalSessions.hashOf(
    services.ports.hashing,
    bearerTokenOf(request) ?? '',
  );
  if (tokenHash !== undefined) await portalSessions.revoke(services, tokenHash);
}

/** Finds the number of a request's portal session (its `Authorization: Bearer` header). */
export function createPortalAuthenticator(services: Services): PortalAuthenticator {
  return async (request) => {
    const token = bearerTokenOf(request);
    return token === undefined ? undefined : (await portalSessions.lookup(services, token))?.owner;
  };
}

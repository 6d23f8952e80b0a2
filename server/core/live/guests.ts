import { guestTopic } from '../../../domain/live-topics';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../../domain/schema';
import { tokenKind } from '../auth/opaqueTokens';
import type { OperationHandlers } from '../api/routes';
import type { Database } from '../db/schema';

/** How long a guest id and its broker token last (a week: a returning visitor keeps its id). */
const guestChannelDays = 7;

/** The broker tokens of portal guests; their `gc_` prefix tells them from admin tokens. */
export const guestTokens = tokenKind({
  table: 'guest_channels',
  prefix: 'gc_',
  ttlMinutes: guestChannelDays * 24 * 60,
});

/** `issueGuestChannel`: a fresh guest id and the token its broker connection uses. */
export function guestChannelHandlers(db: Kysely<Database>): OperationHandlers {
  return {
    async issueGuestChannel() {
      // `guest-` and 16 base64url characters: the only shape an IVR may publish to (isGuestTopic).
      const subscriptionId = `guest-${randomBytes(12).toString('base64url')}`;
      const { token, expiresAt } = await guestTokens.issue(db, subscriptionId);
      const channel: Schema<'GuestChannel'> = {
        subscription_id: subscriptionId,
        token,
        topic: guestTopic(subscriptionId),
        expires_at: expiresAt,
      };
      return { status: 201, body: channel };
    },
  };
}

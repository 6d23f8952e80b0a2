import { guestTopic } from '../../domain/live-topics';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../domain/schema';
import { hashToken } from '../auth/tokens';
import type { OperationHandlers } from '../contract/routes';
import type { Database } from '../db/schema';

/** How long a guest id and its broker token last (a week: a returning visitor keeps its id). */
const guestChannelDays = 7;

/** The MQTT topic of a portal guest's audio prompts (customer-portal §7). */

/** The broker tokens of guests carry this prefix; admin tokens never do. */
const guestTokenPrefix = 'gc_';

/** Whether a broker password is a guest token rather than an admin token. */
export const isGuestToken = (token: string) => token.startsWith(guestTokenPrefix);

/** The guest id of an unexpired guest token, or undefined. */
export async function guestForToken(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  if (!isGuestToken(token) || token.length > 200) return undefined;
  const row = await db
    .selectFrom('guest_channels')
    .select('subscription_id')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.subscription_id;
}

/** `issueGuestChannel`: a fresh guest id and the token its broker connection uses. */
export function guestChannelHandlers(db: Kysely<Database>): OperationHandlers {
  return {
    async issueGuestChannel() {
      const now = new Date();
      const subscriptionId = `guest-${randomBytes(12).toString('base64url')}`;
      const token = `${guestTokenPrefix}${randomBytes(24).toString('base64url')}`;
      const expiresAt = new Date(now.getTime() + guestChannelDays * 86_400_000).toISOString();
      // Housekeeping: expired guest ids are useless.
      await db.deleteFrom('guest_channels').where('expires_at', '<=', now.toISOString()).execute();
      await db
        .insertInto('guest_channels')
        .values({
          subscription_id: subscriptionId,
          token_hash: hashToken(token),
          expires_at: expiresAt,
          created_at: now.toISOString(),
        })
        .execute();
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

import { guestTopic } from '../../../domain/live-topics';
import type { Schema } from '../../../domain/schema';
import type { OperationHandlers } from '../api/operation';
import { tokenKind } from '../auth/opaqueTokens';
import { base64url } from '../encoding';
import type { Services } from '../services';

/** How long a guest id and its broker token last (a week: a returning visitor keeps its id). */
const guestChannelDays = 7;

/** The broker tokens of portal guests; their `gc_` prefix tells them from admin tokens. */
export const guestTokens = tokenKind({
  table: 'guest_channels',
  prefix: 'gc_',
  ttlMinutes: guestChannelDays * 24 * 60,
});

/** `issueGuestChannel`: a fresh guest id and the token its broker connection uses. */
export function guestChannelHandlers(services: Services): OperationHandlers {
  return {
    async issueGuestChannel() {
      // `guest-` and 16 base64url characters: the only shape an IVR may publish to (isGuestTopic).
      const subscriptionId = `guest-${base64url(services.ports.random.bytes(12))}`;
      const { token, expiresAt } = await guestTokens.issue(services, subscriptionId);
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

export { audioFileOf, audioMessageMaxBytes, liveMessageObject } from './audioMessage';

/** The topic an administrator's notifications arrive on (admin §4): `user-{id}`. */
export const userTopic = (userId: number) => `user-${userId}`;

/** The one topic a portal guest may subscribe to, where audio prompts arrive. */
export const guestTopic = (guestId: string) => `ivr-guest-channel-${guestId}`;

/**
 * Whether a topic is a guest's prompt topic as the server issues it: `ivr-guest-channel-guest-`
 * then 16 base64url characters (the issued guest id), nothing more; no wildcard, level or `$`.
 */
export const isGuestTopic = (topic: string) =>
  /^ivr-guest-channel-guest-[A-Za-z0-9_-]{16}$/.test(topic);

/** The topic an administrator's notifications arrive on (admin §4): `user-{id}`. */
export const userTopic = (userId: number) => `user-${userId}`;

/** The one topic a portal guest may subscribe to, where audio prompts arrive. */
export const guestTopic = (guestId: string) => `ivr-guest-channel-${guestId}`;

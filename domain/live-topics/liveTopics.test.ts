import { describe, expect, it } from 'vitest';
import { guestTopic, userTopic } from '.';

describe('live topics', () => {
  it('names an administrator topic user-{id}', () => {
    expect(userTopic(1)).toBe('user-1');
  });
  it('names a portal guest topic ivr-guest-channel-{guest id}', () => {
    expect(guestTopic('guest-Zk4yT1qP0aXw')).toBe('ivr-guest-channel-guest-Zk4yT1qP0aXw');
  });
});

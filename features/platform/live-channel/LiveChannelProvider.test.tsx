import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeLiveChannel } from './fakeLiveChannel';
import type { LiveChannel } from './LiveChannel';
import { LiveChannelProvider, useLiveChannel } from './LiveChannelProvider';
import type { LiveNotification } from './model';

const notification: LiveNotification = {
  id: 1,
  title: 'Bill run completed',
  description: 'May 2025 postpaid bill run finished.',
  link: null,
  created_at: '2025-06-02T08:00:00Z',
  is_seen: 0,
  time_diffrence: '1 hour ago',
};

/** A channel whose methods are spies. */
const spyChannel = (): LiveChannel => ({
  connect: vi.fn(() => Promise.resolve()),
  subscribe: vi.fn(() => () => undefined),
  onConnected: vi.fn(() => () => undefined),
  disconnect: vi.fn(),
});

function ChannelName({ of }: { of: Map<LiveChannel, string> }) {
  const channel = useLiveChannel();
  return <p>{channel === null ? 'none' : of.get(channel)}</p>;
}

describe('LiveChannelProvider', () => {
  it('shares the channel and keeps it connected while mounted', () => {
    const first = spyChannel();
    const second = spyChannel();
    const names = new Map([
      [first, 'first'],
      [second, 'second'],
    ]);
    const view = render(
      <LiveChannelProvider channel={first}>
        <ChannelName of={names} />
      </LiveChannelProvider>,
    );
    expect(view.getByText('first')).toBeTruthy();
    expect(first.connect).toHaveBeenCalledOnce();
    view.rerender(
      <LiveChannelProvider channel={second}>
        <ChannelName of={names} />
      </LiveChannelProvider>,
    );
    expect(first.disconnect).toHaveBeenCalledOnce();
    expect(second.connect).toHaveBeenCalledOnce();
    view.unmount();
    expect(second.disconnect).toHaveBeenCalledOnce();
  });

  it('gives null without a provider', () => {
    expect(render(<ChannelName of={new Map()} />).getByText('none')).toBeTruthy();
  });

  it('gives null when live notifications are off', () => {
    const view = render(
      <LiveChannelProvider channel={null}>
        <ChannelName of={new Map()} />
      </LiveChannelProvider>,
    );
    expect(view.getByText('none')).toBeTruthy();
  });
});

describe('createFakeLiveChannel', () => {
  it('pushes to the current subscribers only', async () => {
    const channel = createFakeLiveChannel();
    await channel.connect();
    const handler = vi.fn();
    const stop = channel.subscribe(handler);
    channel.push(notification);
    expect(handler).toHaveBeenCalledWith(notification);
    stop();
    channel.push(notification);
    expect(handler).toHaveBeenCalledOnce();
    channel.disconnect();
  });
});

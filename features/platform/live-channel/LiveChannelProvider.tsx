import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { LiveChannel } from './LiveChannel';

const LiveChannelContext = createContext<LiveChannel | null>(null);

export interface LiveChannelProviderProps {
  /** The channel to share, or null when live notifications are off (the bell then only loads). */
  channel: LiveChannel | null;
  /** The part of the app that may listen, e.g. the admin layout with the bell. */
  children: ReactNode;
}

/**
 * Shares a live channel with the components below it and keeps it connected while mounted:
 * `connect()` on mount (and when the channel changes), `disconnect()` on unmount.
 */
export function LiveChannelProvider({ channel, children }: LiveChannelProviderProps) {
  useEffect(() => {
    if (channel === null) return;
    void channel.connect();
    return () => channel.disconnect();
  }, [channel]);
  return <LiveChannelContext.Provider value={channel}>{children}</LiveChannelContext.Provider>;
}

/** The live channel of the nearest `LiveChannelProvider`, or null (none, or turned off). */
export function useLiveChannel(): LiveChannel | null {
  return useContext(LiveChannelContext);
}

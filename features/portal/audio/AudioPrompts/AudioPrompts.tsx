import { apiConfig, useApi } from '@api';
import { audioPlayingAtom, usePortalState, useUpdatePortalState } from '@features/portal/core';
import { liveChannelUrl } from '@features/platform/live-channel';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createAudioPlayer, reusableGuestChannel, type AudioPlayer } from '../model/audio';
import { createGuestAudioChannel, type AudioChannel } from '../model/channel';

export interface AudioPromptsProps {
  /** Where the prompts come from (the guest channel in the app, a fake in stories). */
  channel: AudioChannel;
}

/**
 * The one audio element of the portal's prompts (§4 Audio): each prompt pauses, swaps the source
 * and resumes if it was playing; the sidebar's and the campaign's toggles play and mute it.
 */
export function AudioPrompts({ channel }: AudioPromptsProps) {
  const playing = useAtomValue(audioPlayingAtom);
  const [player, setPlayer] = useState<AudioPlayer>();
  // The player is made once the element exists.
  const attach = useCallback((element: HTMLAudioElement | null) => {
    setPlayer(element === null ? undefined : createAudioPlayer(element));
  }, []);
  useEffect(
    () => (player === undefined ? undefined : channel.open(player.receive)),
    [channel, player],
  );
  useEffect(() => player?.setPlaying(playing), [playing, player]);
  return <audio ref={attach} data-component="AudioPrompts" preload="auto" hidden />;
}

/**
 * The visitor's guest channel (§7 Real-time): a guest id and broker token from `guest-channel`
 * (the id kept as subscription_id), then the prompts of ivr-guest-channel-{id}. One channel per
 * visitor: later page loads reuse it until it nears its expiry. Failures are only logged: the
 * portal works on without prompts.
 */
export function GuestAudioPrompts() {
  const { fetch } = useApi('portal');
  const updateState = useUpdatePortalState();
  const [channel, setChannel] = useState<AudioChannel>();
  // The channel an earlier page load of this visit was issued, read once.
  const kept = useRef(usePortalState().guestChannel);
  useEffect(() => {
    let live = true;
    const reused = reusableGuestChannel(kept.current, Date.now());
    (reused === undefined
      ? fetch.POST('/guest-channel').then(({ data }) => data)
      : Promise.resolve(reused)
    )
      .then((data) => {
        if (!live || data === undefined) return;
        kept.current = data;
        updateState((state) => ({
          ...state,
          subscription_id: data.subscription_id,
          guestChannel: data,
        }));
        const url = liveChannelUrl({ protocol: apiConfig.mqttProtocol, host: apiConfig.mqttHost });
        setChannel(
          createGuestAudioChannel({
            url,
            topic: data.topic,
            token: data.token,
            subscriptionId: data.subscription_id,
          }),
        );
      })
      .catch((reason: unknown) => console.error('Audio prompts: no guest channel', reason));
    return () => {
      live = false;
    };
  }, [fetch, updateState]);
  return channel === undefined ? null : <AudioPrompts channel={channel} />;
}

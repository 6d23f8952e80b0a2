/** The broker settings customer-portal §9 fixes: 4 s connect timeout and retry, QoS 0. */
export const AUDIO_BROKER_OPTIONS = {
  connectTimeout: 4000,
  reconnectPeriod: 4000,
  clean: true,
} as const;

/** The QoS of the guest channel's subscription (§9). */
export const AUDIO_QOS = 0;

/** What the player needs of an audio element. */
export interface AudioElementLike {
  src: string;
  readonly paused: boolean;
  play: () => Promise<void>;
  pause: () => void;
}

/** One audio element for every prompt (§4 Audio): play, mute, and a new prompt's swap. */
export interface AudioPlayer {
  /** A new message: pauses, swaps the source, and resumes if it was playing. */
  receive: (file: string) => void;
  /** The sidebar's or the campaign's toggle: true plays, false mutes. */
  setPlaying: (playing: boolean) => void;
}

/** A player over one audio element; a play the browser refuses is only logged. */
export function createAudioPlayer(audio: AudioElementLike): AudioPlayer {
  let wanted = false;
  const play = () => {
    audio.play().catch((reason: unknown) => console.info('Audio prompt not played', reason));
  };
  return {
    receive(file) {
      const wasPlaying = wanted || !audio.paused;
      audio.pause();
      audio.src = file;
      if (wasPlaying) play();
    },
    setPlaying(playing) {
      wanted = playing;
      if (!playing) audio.pause();
      else if (audio.src !== '') play();
    },
  };
}

/** How long before its expiry a kept guest channel is no longer reused. */
const guestChannelMarginMs = 5 * 60_000;

/**
 * The guest channel kept from an earlier page load, when it is still good for a while: each
 * page load asking for a new one would run into the server's rate limit (429s after a few
 * reloads) and leave the visitor with a new guest id each time.
 */
export function reusableGuestChannel<Channel extends { expires_at: string }>(
  kept: Channel | undefined,
  now: number,
): Channel | undefined {
  if (kept === undefined) return undefined;
  return Date.parse(kept.expires_at) - now > guestChannelMarginMs ? kept : undefined;
}

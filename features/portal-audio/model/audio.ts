/** The broker settings customer-portal §9 fixes: 4 s connect timeout and retry, QoS 0. */
export const AUDIO_BROKER_OPTIONS = {
  connectTimeout: 4000,
  reconnectPeriod: 4000,
  clean: true,
} as const;

/** The QoS of the guest channel's subscription (§9). */
export const AUDIO_QOS = 0;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The audio file of a broker message (`{"audio_file": "..."}`, §3 Audio message): an http(s)
 * address or a path on the portal's own host; undefined for anything else, so a bad message
 * cannot point the player at a script or another scheme.
 */
export function audioFileOf(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || typeof value.audio_file !== 'string') return undefined;
  const file = value.audio_file.trim();
  if (file.startsWith('/') && !file.startsWith('//')) return file;
  return /^https?:\/\/[^\s]+$/i.test(file) ? file : undefined;
}

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

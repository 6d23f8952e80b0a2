import { createHash, timingSafeEqual } from 'node:crypto';
import { audioFileOf, audioMessageMaxBytes, isGuestTopic } from '../../../domain/live-topics';
import type { Schema } from '../../../domain/schema';

/** The MQTT username of an operator's IVR system: it publishes audio prompts to guests. */
export const ivrUsername = 'ivr';

const digest = (value: Buffer) => createHash('sha256').update(value).digest();

/**
 * A check of the IVR password (IVR_MQTT_PASSWORD) that takes the same time whatever is sent:
 * both sides are hashed first, so neither a prefix nor the length shows. Without a configured
 * password nothing matches.
 */
export function ivrPasswordCheck(password: string | undefined): (given?: Buffer) => boolean {
  if (password === undefined) return () => false;
  const expected = digest(Buffer.from(password, 'utf8'));
  return (given) => given !== undefined && timingSafeEqual(digest(given), expected);
}

/** What an IVR publish carries on (its topic and the prompt, rebuilt), or why it is refused. */
export type IvrPublish =
  { topic: string; message: Schema<'AudioMessage'>; refused?: undefined } | { refused: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The origin of a URL, or undefined when it is none. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Accepts an IVR publish only as one audio prompt to one guest: the exact topic
 * `ivr-guest-channel-{guest id}`, not retained, a payload within the size bound whose
 * `audio_file` the portal would play (the rule it uses, from `domain/live-topics`) and is an
 * http(s) URL, on the media origin when one is configured (the page's policy plays media from
 * that origin only, so a prompt elsewhere would never play). The prompt is rebuilt from that
 * field alone: a guest gets an AudioMessage only.
 */
export function ivrPublishOf(
  packet: {
    topic: string;
    payload: Buffer | string;
    retain: boolean;
  },
  mediaOrigin?: string,
): IvrPublish {
  if (!isGuestTopic(packet.topic)) return { refused: 'not a guest topic' };
  // The broker keeps no prompt for later subscribers.
  if (packet.retain) return { refused: 'retained' };
  const bytes = typeof packet.payload === 'string' ? Buffer.from(packet.payload) : packet.payload;
  if (bytes.length > audioMessageMaxBytes) return { refused: 'payload too large' };
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { refused: 'payload not UTF-8' };
  }
  const file = audioFileOf(text);
  if (file === undefined) return { refused: 'not an audio prompt' };
  // The portal also plays a path on its host, but the contract's AudioMessage holds an absolute
  // URI (`format: uri`), and the broker sends nothing the contract does not describe.
  if (!/^https?:\/\//i.test(file)) return { refused: 'audio_file is not an http(s) URL' };
  if (mediaOrigin !== undefined && originOf(file) !== mediaOrigin) {
    return { refused: 'audio_file is not on the media origin (AUDIO_MEDIA_ORIGIN)' };
  }
  return { topic: packet.topic, message: { audio_file: file } };
}

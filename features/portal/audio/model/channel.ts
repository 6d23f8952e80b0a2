import type { MqttClient } from 'mqtt';
import { audioFileOf } from '@domain/live-topics';
import { AUDIO_BROKER_OPTIONS, AUDIO_QOS } from './audio';
import { afterFirstGesture, type GestureTarget } from './firstGesture';

/** Receives each prompt's audio file. */
export type AudioPromptHandler = (file: string) => void;

/** A source of audio prompts (the broker's guest channel in the app, a fake in stories). */
export interface AudioChannel {
  /** Starts delivering prompts to `onPrompt`; returns a function that stops and disconnects. */
  open: (onPrompt: AudioPromptHandler) => () => void;
}

/** Where and as whom the guest channel connects (from `guest-channel`). */
export interface GuestChannelOptions {
  /** The broker's WebSocket URL (ws or wss, then /mqtt). */
  url: string;
  /** The topic, ivr-guest-channel-{subscription id}. */
  topic: string;
  /** The guest's broker token (the MQTT password). */
  token: string;
  /** The guest id, the start of the client id. */
  subscriptionId: string;
}

/**
 * The guest channel over MQTT (§7 Real-time): mqtt.js loaded (never in the home's bundle) and
 * connected at the visitor's first press, touch or key on the page, as the browser plays no
 * prompt before that and the first screen should not share the network and main thread with
 * the broker; 4 s connect timeout and retry, QoS 0, subscribed again after each reconnect.
 * Connection and subscription errors are only logged.
 */
export function createGuestAudioChannel(
  options: GuestChannelOptions,
  page: GestureTarget = window,
): AudioChannel {
  return {
    open(onPrompt) {
      let client: MqttClient | undefined;
      let closed = false;
      const decoder = new TextDecoder();
      const connect = () =>
        import('mqtt')
          .then(({ default: mqtt }) => {
            if (closed) return;
            client = mqtt.connect(options.url, {
              ...AUDIO_BROKER_OPTIONS,
              clientId: `${options.subscriptionId}-${Math.random().toString(36).slice(2, 8)}`,
              username: options.topic,
              password: options.token,
              resubscribe: false,
            });
            client.on('connect', () => {
              client?.subscribe(options.topic, { qos: AUDIO_QOS }, (error) => {
                if (error)
                  console.error(`Audio prompts: could not subscribe to ${options.topic}`, error);
              });
            });
            client.on('message', (topic, payload) => {
              if (topic !== options.topic) return;
              const file = audioFileOf(decoder.decode(payload));
              if (file === undefined) console.error('Audio prompts: ignored a malformed message');
              else onPrompt(file);
            });
            client.on('error', (error) => console.error('Audio prompts: connection error', error));
          })
          .catch((error: unknown) => console.error('Audio prompts: could not load mqtt', error));
      const stopWaiting = afterFirstGesture(page, () => void connect());
      return () => {
        closed = true;
        stopWaiting();
        client?.end(true);
      };
    },
  };
}

/** A channel that stories and tests drive by hand. */
export interface FakeAudioChannel extends AudioChannel {
  /** Delivers a prompt as the broker would. */
  push: (file: string) => void;
}

/** An audio channel without a broker. */
export function createFakeAudioChannel(): FakeAudioChannel {
  const handlers = new Set<AudioPromptHandler>();
  return {
    open(onPrompt) {
      handlers.add(onPrompt);
      return () => {
        handlers.delete(onPrompt);
      };
    },
    push(file) {
      for (const handler of handlers) handler(file);
    },
  };
}

import { userTopic } from '@domain/live-topics';
import type { MqttClient } from 'mqtt';
import {
  listen,
  type LiveChannel,
  type LiveConnectHandler,
  type LiveMessageHandler,
} from './LiveChannel';
import { MQTT_CONNECT_OPTIONS, MQTT_QOS, mqttClientId, parseNotificationMessage } from './model';

/** What the MQTT live channel needs: where the broker is and who is signed in. */
export interface MqttLiveChannelOptions {
  /** The broker's WebSocket URL, e.g. from `liveChannelUrl` ('wss://host/mqtt'). */
  url: string;
  /** The signed-in administrator's id: the channel listens on topic user-{id}. */
  userId: number;
  /** The administrator's bearer token: the broker takes it as the MQTT password. */
  token: string;
}

/** mqtt.js, loaded on first connect so it stays out of the main bundle; undefined if that fails. */
async function loadMqtt() {
  try {
    return (await import('mqtt')).default;
  } catch (error) {
    console.error('Live notifications: could not load the MQTT client', error);
    return undefined;
  }
}

/**
 * Resolves once the page has a moment to spare (at most `timeout` ms later): the first screen's
 * own work goes before loading and starting the MQTT client.
 */
function whenIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}

/**
 * The live channel of the app: an MQTT connection over WebSocket to the broker (admin §7.6, §9)
 * that subscribes to the administrator's topic after every (re)connect and hands each
 * well-formed notification to the subscribers. It connects once the first screen is drawn (the
 * bell reloads its list on every connect, so nothing sent meanwhile is missed). Errors are only
 * logged (admin §8).
 */
export function createMqttLiveChannel({ url, userId, token }: MqttLiveChannelOptions): LiveChannel {
  const handlers = new Set<LiveMessageHandler>();
  const connectHandlers = new Set<LiveConnectHandler>();
  const topic = userTopic(userId);
  const decoder = new TextDecoder();
  let client: MqttClient | undefined;
  let open = false;
  // Bumped by every connect and disconnect: a connect whose import finishes after a disconnect
  // (React's StrictMode mounts effects twice) must not leave a connection behind.
  let generation = 0;

  const deliver = (messageTopic: string, payload: Uint8Array) => {
    if (messageTopic !== topic) return;
    const text = decoder.decode(payload);
    const notification = parseNotificationMessage(text);
    if (notification === undefined) {
      console.error('Live notifications: ignored a malformed message', text);
      return;
    }
    for (const handler of handlers) handler(notification);
  };

  return {
    async connect() {
      if (open) return;
      open = true;
      generation += 1;
      const attempt = generation;
      await whenIdle();
      if (attempt !== generation) return;
      const mqtt = await loadMqtt();
      if (attempt !== generation) return;
      if (mqtt === undefined) {
        open = false;
        return;
      }
      const next = mqtt.connect(url, {
        ...MQTT_CONNECT_OPTIONS,
        clientId: mqttClientId(userId),
        // The broker reads only the password; MQTT requires a username whenever one is sent.
        username: topic,
        password: token,
        // A clean session forgets subscriptions: the 'connect' handler below subscribes again.
        resubscribe: false,
      });
      next.on('connect', () => {
        next.subscribe(topic, { qos: MQTT_QOS }, (error) => {
          if (error) console.error(`Live notifications: could not subscribe to ${topic}`, error);
        });
        for (const handler of connectHandlers) handler();
      });
      next.on('message', deliver);
      next.on('error', (error) => {
        console.error('Live notifications: connection error', error);
      });
      client = next;
    },
    subscribe: (onMessage) => listen(handlers, onMessage),
    onConnected: (onConnected) => listen(connectHandlers, onConnected),
    disconnect() {
      open = false;
      generation += 1;
      client?.end(true);
      client = undefined;
    },
  };
}

import type { Schema } from '@api';
import { liveMessageObject } from '@domain/live-topics';

/** A live notification as the broker pushes it (the notification's fields, admin §4). */
export type LiveNotification = Schema<'AdminNotificationMessage'>;

/** The broker's WebSocket endpoint path (admin §7.6). */
export const MQTT_PATH = '/mqtt';

/** The connection settings the spec fixes (admin §9): 4 s timeout and retry, clean session. */
export const MQTT_CONNECT_OPTIONS = {
  connectTimeout: 4000,
  reconnectPeriod: 4000,
  clean: true,
} as const;

/** The QoS of the subscription (admin §9). */
export const MQTT_QOS = 0;

const suffixAlphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `length` random letters and digits; `random` returns numbers in [0, 1) like Math.random. */
export function randomSuffix(length: number, random: () => number = Math.random): string {
  let suffix = '';
  for (let index = 0; index < length; index += 1) {
    suffix += suffixAlphabet[Math.floor(random() * suffixAlphabet.length)] ?? '0';
  }
  return suffix;
}

/** An administrator's MQTT client id: `user-{id}-` plus 6 random letters and digits (admin §9). */
export function mqttClientId(userId: number, random: () => number = Math.random): string {
  return `user-${userId}-${randomSuffix(6, random)}`;
}

/** Where the page was loaded from, to derive the broker's address. */
export interface PageLocation {
  /** The page's protocol, e.g. 'https:'. */
  protocol: string;
  /** The page's host and port, e.g. 'console.example.com:8080'. */
  host: string;
}

/** What `liveChannelUrl` reads (the app's VITE_MQTT_* settings). */
export interface LiveChannelUrlOptions {
  /** 'ws' or 'wss' (a trailing ':' is allowed); unset picks wss on https pages, ws otherwise. */
  protocol?: string;
  /** The broker's host and port; unset means the page's host. */
  host?: string;
  /** The page's location; defaults to the browser's. */
  page?: PageLocation;
}

/** The broker's WebSocket URL: ws or wss, the host, then /mqtt (admin §7.6). */
export function liveChannelUrl({
  protocol,
  host,
  page = globalThis.location,
}: LiveChannelUrlOptions): string {
  const configured = protocol?.trim().replace(/:$/, '').toLowerCase();
  // An https page may not open a plain ws:// socket (mixed content), so it defaults to wss.
  const scheme =
    configured === 'ws' || configured === 'wss'
      ? configured
      : page.protocol === 'https:'
        ? 'wss'
        : 'ws';
  const where = host?.trim() || page.host;
  return `${scheme}://${where}${MQTT_PATH}`;
}

/**
 * Reads a broker message as the contract's AdminNotificationMessage. Returns undefined for
 * anything else (not JSON, missing or mistyped fields), so a bad message cannot break the bell.
 */
export function parseNotificationMessage(text: string): LiveNotification | undefined {
  const value = liveMessageObject(text);
  if (value === undefined) return undefined;
  const { id, title, description, link, created_at, is_seen, time_diffrence } = value;
  if (
    typeof id !== 'number' ||
    !Number.isInteger(id) ||
    id < 1 ||
    typeof title !== 'string' ||
    typeof description !== 'string' ||
    (link !== null && typeof link !== 'string') ||
    typeof created_at !== 'string' ||
    Number.isNaN(Date.parse(created_at)) ||
    (is_seen !== 0 && is_seen !== 1) ||
    typeof time_diffrence !== 'string'
  ) {
    return undefined;
  }
  // Only the contract's fields: nothing else the broker adds reaches the screens.
  return { id, title, description, link, created_at, is_seen, time_diffrence };
}

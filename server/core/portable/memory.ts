// Ports that keep what they are given in memory: the portable host has no disk, broker, SMS
// gateway or log file. Each lets its owner (the mock API, a test) read what happened.

import type { Files, Live, Log, OtpMessage, OtpSender, TokensEnded } from '../ports';
import type { Random } from '../ports';
import { base64url } from '../encoding';

/** Uploads kept in memory by the path the API answers for them. */
export interface MemoryFiles extends Files {
  /** The bytes stored under a path (`/uploads/avatars/<name>.png`), if any. */
  read(path: string): Uint8Array | undefined;
}

/** Uploads kept in memory, under random names as the Node host gives them. */
export function memoryFiles(random: Random): MemoryFiles {
  const stored = new Map<string, Uint8Array>();
  return {
    saveUpload(folder, bytes, extension) {
      const path = `/uploads/${folder}/${base64url(random.bytes(16))}.${extension}`;
      stored.set(path, bytes.slice());
      return Promise.resolve(path);
    },
    read: (path) => stored.get(path),
  };
}

/** What a live message listener hears. */
export type LiveEvent =
  | { kind: 'publish'; topic: string; payload: unknown }
  | { kind: 'tokensEnded'; ended: TokensEnded };

/** Live messages handed to whoever listens (a story's fake live channel), or to no one. */
export interface MemoryLive extends Live {
  /** Calls `listener` with every message and ending; answers a function that stops it. */
  listen(listener: (event: LiveEvent) => void): () => void;
}

/** Live messages in memory. */
export function memoryLive(): MemoryLive {
  const listeners = new Set<(event: LiveEvent) => void>();
  const tell = (event: LiveEvent) => {
    for (const listener of listeners) listener(event);
    return Promise.resolve();
  };
  return {
    publish: (topic, payload) => tell({ kind: 'publish', topic, payload }),
    tokensEnded: (ended) => tell({ kind: 'tokensEnded', ended }),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One-time codes kept instead of sent. */
export interface RecordingOtpSender extends OtpSender {
  /** Every message, oldest first. */
  readonly sent: readonly OtpMessage[];
  /** The code (4 to 6 digits) in the latest message to an address, if one was sent. */
  lastCodeFor(address: string): string | undefined;
}

/** An OTP sender that keeps every message (and tells `log`, when given). */
export function recordingOtpSender(log?: Log): RecordingOtpSender {
  const sent: OtpMessage[] = [];
  return {
    sent,
    send(message) {
      sent.push(message);
      log?.info({ otp: message }, `one-time code for ${message.to} (${message.channel})`);
      return Promise.resolve();
    },
    lastCodeFor(address) {
      const message = sent.findLast((candidate) => candidate.to === address);
      return message === undefined ? undefined : /\b(\d{4,6})\b/.exec(message.text)?.[1];
    },
  };
}

/** A log that writes nothing. */
export const silentLog: Log = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** A log on the console (the browser's, or Node's). */
export const consoleLog: Log = {
  info: (details, message) => {
    console.info(message, details);
  },
  warn: (details, message) => {
    console.warn(message, details);
  },
  error: (details, message) => {
    console.error(message, details);
  },
};

// What the core needs from its host: small interfaces, each with a Node implementation in
// server/node (node:crypto, the file system, the MQTT broker, report readers) and a portable one
// in server/core/portable (Web APIs only), which the mock API and the core's own tests use.

import type { ReportTargets } from './reportBuilder/targets';

export type { ReportTargets } from './reportBuilder/targets';

/** The administrator a valid token belongs to. */
export interface AuthUser {
  id: number;
  username: string;
  /** sha256 of the token used, so the caller can revoke exactly this one. */
  tokenHash: string;
  /** When the token ends. */
  expiresAt: string;
}

/** A table of opaque tokens. */
export type TokenTable = 'admin_tokens' | 'portal_sessions' | 'guest_channels';

/** Tokens of one kind ended early (logout, password change or reset, a revoked guest id). */
export type TokensEnded =
  | { table: TokenTable; tokenHash: string }
  /** Every token of an owner ended, but the one whose hash is `except`. */
  | { table: TokenTable; owner: string | number; except?: string };

/** A one-time code on its way to someone. */
export interface OtpMessage {
  /** The mobile number or e-mail address. */
  to: string;
  channel: 'sms' | 'email';
  text: string;
}

/** Delivers one-time codes: the console by default, an SMS/e-mail gateway in deployments. */
export interface OtpSender {
  send(message: OtpMessage): Promise<void>;
}

/** The time: every date the core stores or compares (the seeds' "today" too). */
export interface Clock {
  now(): Date;
}

/** Randomness: opaque tokens, guest and referral ids, upload names, one-time codes. */
export interface Random {
  /** `length` random bytes. */
  bytes(length: number): Uint8Array;
  /** An integer in [0, `below`). */
  integer(below: number): number;
  /** A one-time code of `digits` decimal digits (leading zeros kept). */
  code(digits: number): string;
}

/** Hashes and keyed hashes (hex), and a comparison that takes the same time however they differ. */
export interface Hashing {
  sha256(text: string): Promise<string>;
  hmacSha256(key: string, text: string): Promise<string>;
  /** Whether two texts are equal, in a time that does not depend on where they differ. */
  equal(a: string, b: string): boolean;
}

/** Password hashes; a stored hash names its scheme, so hashes of either host verify on both. */
export interface Passwords {
  hash(password: string): Promise<string>;
  /** Whether a password matches a stored hash (false for a malformed or unknown one). */
  verify(password: string, stored: string): Promise<boolean>;
}

/** Where uploaded files go. */
export interface Files {
  /**
   * Stores an upload under a new random name in `folder` and answers the path this host serves
   * it from (`/uploads/<folder>/<name>.<extension>`).
   */
  saveUpload(folder: string, bytes: Uint8Array, extension: string): Promise<string>;
}

/** Live messages: notifications to users' topics, prompts to guests', and ended tokens. */
export interface Live {
  /** Publishes a JSON payload (QoS 0); resolves once handed to the broker. */
  publish(topic: string, payload: unknown): Promise<void>;
  /**
   * Hears that tokens ended early (sign-out, password change or reset, a deleted user): the host
   * closes the live connections they opened and forgets them. Waited for before the call that
   * ended them answers; a hint only (see `onTokensEnded` in the Node host).
   */
  tokensEnded(ended: TokensEnded): Promise<void>;
}

/**
 * Answers of read-only computations kept until a table they read changes (the Node host counts
 * the changes of its database, or of every process in Redis).
 */
export interface ReadCache {
  /**
   * `compute`'s answer, kept or fresh; callers share a kept answer and must not change it.
   */
  read<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** Admin tokens looked up recently, trusted for a few seconds without the database. */
export interface TokenCache {
  /** The user of a token: a recent lookup's, else `lookup`'s answer. */
  userOf(token: string, lookup: () => Promise<AuthUser | undefined>): Promise<AuthUser | undefined>;
}

/** A log with pino's call shape. */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Everything the core asks of its host. */
export interface Ports {
  clock: Clock;
  random: Random;
  hashing: Hashing;
  passwords: Passwords;
  files: Files;
  live: Live;
  otpSender: OtpSender;
  reports: ReportTargets;
  /** Absent: every read is computed (the mock API, a host without change counting). */
  readCache?: ReadCache;
  /** Absent: every admin call looks its token up. */
  tokenCache?: TokenCache;
  log: Log;
}

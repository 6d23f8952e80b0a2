import path from 'node:path';
import { exportRowLimit } from '../../domain/csv';
import { portalSettings } from '../../domain/portal-operators';
import { defaultHashCost } from './auth/passwords';

/** Server settings, read from the environment with defaults that run on a fresh clone. */
export interface ServerConfig {
  /** PORT: the HTTP port (default 8080). */
  port: number;
  /** HOST: the address to listen on (default 127.0.0.1). */
  host: string;
  /** APPS_DIR: the built apps to serve (default dist/apps, written by `npm run build`). */
  appsDir: string;
  /** STORYBOOK_DIR: the static Storybook served at /storybook (default storybook-static). */
  storybookDir: string;
  /** DATA_DIR: where the SQLite database lives, as `telco.sqlite` (default data). */
  dataDir: string;
  /** DATABASE_URL: a postgres:// URL; when set, PostgreSQL is used instead of SQLite. */
  databaseUrl: string | undefined;
  /** DATABASE_SCHEMA: the PostgreSQL schema to create and use (default: the connection's search path). */
  databaseSchema: string | undefined;
  /** LOG_LEVEL: pino log level (default info; `silent` turns logging off). */
  logLevel: string;
  /** NOTIFICATIONS_ENABLED: live notifications over MQTT (default true; `false` turns them off). */
  notificationsEnabled: boolean;
  /** MQTT_URL: an external broker to publish to; when unset an embedded broker serves /mqtt. */
  mqttUrl: string | undefined;
  /**
   * REDIS_URL: a redis:// URL shared by several server processes on one PostgreSQL database:
   * live messages reach the connections of every process, and rate limits count across them.
   */
  redisUrl: string | undefined;
  /**
   * REDIS_TIMEOUT_MS: the longest wait for Redis (a connection, a command, a check; default
   * 1000). Past it, Redis is taken for away until it answers again.
   */
  redisTimeoutMs: number;
  /**
   * IVR_MQTT_PASSWORD: the password of the embedded broker's IVR publisher (username `ivr`), who
   * may publish audio prompts to guest topics; unset, no IVR publisher can connect.
   */
  ivrMqttPassword: string | undefined;
  /** TOKEN_TTL_MINUTES: lifetime of an admin bearer token (default 1440, one day). */
  tokenTtlMinutes: number;
  /** TRUST_PROXY: trust X-Forwarded-* headers (set behind a reverse proxy; default false). */
  trustProxy: boolean;
  /** BODY_LIMIT: largest accepted request body in bytes (default 1 MiB). */
  bodyLimit: number;
  /** LOGIN_RATE_LIMIT: sign-in attempts per minute and client address (default 10). */
  loginRateLimit: number;
  /**
   * LOGIN_USER_FAILURES: failed sign-ins of one username within LOGIN_LOCK_MINUTES that lock it
   * (default 10), whatever addresses they come from.
   */
  loginUserFailures: number;
  /**
   * LOGIN_LOCK_MINUTES: how long a username stays locked, and the window its failures count in
   * (default 15).
   */
  loginLockMinutes: number;
  /** IVR_LOGIN_FAILURES: failed IVR logins a minute from one address that lock it (default 5). */
  ivrLoginFailures: number;
  /**
   * IVR_FAILURES_TOTAL: failed IVR broker logins a minute from all addresses that refuse every IVR
   * login for a minute (default 50).
   */
  ivrFailuresTotal: number;
  /** IVR_LOCK_MINUTES: how long an address stays locked out of the IVR login (default 15). */
  ivrLockMinutes: number;
  /** DEMO_DATA: give a fresh database a few demo rows of every admin resource (default true). */
  demoData: boolean;
  /** OTP_SENDER: `console` (default: codes go to the server log) or `webhook` (OTP_WEBHOOK_URL). */
  otpSender: 'console' | 'webhook';
  /** OTP_WEBHOOK_URL: where the webhook sender posts `{to, channel, text}` as JSON. */
  otpWebhookUrl: string | undefined;
  /** OTP_RATE_LIMIT: one-time-code requests and checks per minute and client address (default 5). */
  otpRateLimit: number;
  /** OTP_NUMBER_SENDS: codes sent to one number or account per 15 minutes (default 5). */
  otpSendsPerNumber: number;
  /** OTP_NUMBER_FAILURES: wrong codes per number or account per hour before a lockout (default 10). */
  otpFailuresPerNumber: number;
  /** OTP_SECRET: the key codes are hashed with; unset, one is generated under DATA_DIR. */
  otpSecret: string | undefined;
  /** MPAY_CALLBACK_SECRET: the key the operator-2 provider signs payments with; unset, none is accepted. */
  mpayCallbackSecret: string | undefined;
  /**
   * PORTAL_PUBLIC_ORIGIN: the portal's public origin, for its share links and the top-up's
   * wallet page; unset, the origin each call was sent to.
   */
  portalPublicOrigin: string | undefined;
  /**
   * MPAY_RETURN_URL: where the operator-2 payment provider sends the visitor back (the base of
   * /umobile/success/...); unset, the portal's origin.
   */
  mpayReturnUrl: string | undefined;
  /**
   * AUDIO_MEDIA_ORIGIN: where the portal's audio prompts are hosted, besides the portal itself
   * (the page policy's media-src and the IVR publish rule alike); unset, PORTAL_PUBLIC_ORIGIN.
   */
  audioMediaOrigin: string | undefined;
  /** MPAY_ACTION_ORIGIN: where the operator-2 payment form may be posted (the page's form-action). */
  mpayActionOrigin: string;
  /** REPORT_SQLITE_READERS: SQLite report queries running at once, each in a child (default 2). */
  reportReaders: number;
  /**
   * REPORT_QUEUE_LIMIT: report queries that may wait for a reader or connection (default 64, a few
   * dashboards of a dozen cells or more opened at once; then 429).
   */
  reportQueueLimit: number;
  /**
   * REPORT_USER_QUERIES: report queries one user runs at once on one database (its SQLite
   * readers, or a pgsql connection's pool); unset, one fewer than those, so another user always
   * finds one.
   */
  reportUserQueries: number | undefined;
  /** EXPORT_ROW_LIMIT: the most rows a CSV export of a list holds (default 100,000). */
  exportRowLimit: number;
  /**
   * METRICS_TOKEN: a bearer token that lets a client not on this machine read /metrics; unset,
   * only loopback clients no proxy forwarded may.
   */
  metricsToken: string | undefined;
  /**
   * SHUTDOWN_DELAY_MS: on SIGTERM, how long /readyz answers `draining` while the process still
   * serves, before it stops accepting (default 0; a balancer needs about two check intervals).
   */
  shutdownDelayMs: number;
  /**
   * PASSWORD_HASH_COST: scrypt's cost N for new password hashes, a power of two from 1024 to
   * 32768 (default 16384; another value is ignored). A stored hash keeps the cost it was made with.
   */
  passwordHashCost: number;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['false', '0', 'no', 'off'].includes(value);

const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed > 0
    ? parsed
    : fallback;
};

/** A whole number of at least 1 (a limit of tries). */
const tries = (value: string | undefined, fallback: number) =>
  Math.max(1, Math.floor(positive(value, fallback)));

/** A whole number of at least 1, or undefined when unset or not one. */
const atLeastOne = (value: string | undefined) => {
  const parsed = Math.floor(positive(value, 0));
  return parsed >= 1 ? parsed : undefined;
};

/** scrypt's cost N: a power of two from 1024 to 32768, or the default. */
const hashCost = (value: string | undefined) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) &&
    parsed >= 1024 &&
    parsed <= 32768 &&
    (parsed & (parsed - 1)) === 0
    ? parsed
    : defaultHashCost;
};

/** An origin setting: its URL's origin ('https://portal.example'), or undefined when unset. */
const originOf = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : new URL(value).origin;

/** Reads the configuration from environment variables (see the Server section of README.md). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    appsDir: env.APPS_DIR ?? 'dist/apps',
    storybookDir: env.STORYBOOK_DIR ?? 'storybook-static',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL === '' ? undefined : env.DATABASE_URL,
    databaseSchema: env.DATABASE_SCHEMA === '' ? undefined : env.DATABASE_SCHEMA,
    logLevel: env.LOG_LEVEL ?? 'info',
    notificationsEnabled: flag(env.NOTIFICATIONS_ENABLED, true),
    mqttUrl: env.MQTT_URL === '' ? undefined : env.MQTT_URL,
    redisUrl: env.REDIS_URL === '' ? undefined : env.REDIS_URL,
    redisTimeoutMs: positive(env.REDIS_TIMEOUT_MS, 1000),
    ivrMqttPassword: env.IVR_MQTT_PASSWORD === '' ? undefined : env.IVR_MQTT_PASSWORD,
    tokenTtlMinutes: positive(env.TOKEN_TTL_MINUTES, 1440),
    trustProxy: flag(env.TRUST_PROXY, false),
    bodyLimit: positive(env.BODY_LIMIT, 1024 * 1024),
    loginRateLimit: positive(env.LOGIN_RATE_LIMIT, 10),
    loginUserFailures: tries(env.LOGIN_USER_FAILURES, 10),
    loginLockMinutes: positive(env.LOGIN_LOCK_MINUTES, 15),
    ivrLoginFailures: tries(env.IVR_LOGIN_FAILURES, 5),
    ivrFailuresTotal: tries(env.IVR_FAILURES_TOTAL, 50),
    ivrLockMinutes: positive(env.IVR_LOCK_MINUTES, 15),
    demoData: flag(env.DEMO_DATA, true),
    otpSender: env.OTP_SENDER === 'webhook' ? 'webhook' : 'console',
    otpWebhookUrl: env.OTP_WEBHOOK_URL === '' ? undefined : env.OTP_WEBHOOK_URL,
    otpRateLimit: positive(env.OTP_RATE_LIMIT, 5),
    otpSendsPerNumber: positive(env.OTP_NUMBER_SENDS, 5),
    otpFailuresPerNumber: positive(env.OTP_NUMBER_FAILURES, 10),
    otpSecret: env.OTP_SECRET === '' ? undefined : env.OTP_SECRET,
    mpayCallbackSecret: env.MPAY_CALLBACK_SECRET === '' ? undefined : env.MPAY_CALLBACK_SECRET,
    portalPublicOrigin: originOf(env.PORTAL_PUBLIC_ORIGIN),
    audioMediaOrigin: originOf(env.AUDIO_MEDIA_ORIGIN) ?? originOf(env.PORTAL_PUBLIC_ORIGIN),
    mpayReturnUrl:
      env.MPAY_RETURN_URL === undefined || env.MPAY_RETURN_URL === ''
        ? undefined
        : new URL(env.MPAY_RETURN_URL).href.replace(/\/$/, ''),
    mpayActionOrigin:
      env.MPAY_ACTION_ORIGIN === undefined || env.MPAY_ACTION_ORIGIN === ''
        ? new URL(portalSettings.mpayActionUrl).origin
        : new URL(env.MPAY_ACTION_ORIGIN).origin,
    reportReaders: Math.floor(positive(env.REPORT_SQLITE_READERS, 2)),
    reportQueueLimit: Math.floor(positive(env.REPORT_QUEUE_LIMIT, 64)),
    reportUserQueries: atLeastOne(env.REPORT_USER_QUERIES),
    exportRowLimit: positive(env.EXPORT_ROW_LIMIT, exportRowLimit),
    metricsToken: env.METRICS_TOKEN === '' ? undefined : env.METRICS_TOKEN,
    shutdownDelayMs: Math.floor(positive(env.SHUTDOWN_DELAY_MS, 0)),
    passwordHashCost: hashCost(env.PASSWORD_HASH_COST),
  };
}

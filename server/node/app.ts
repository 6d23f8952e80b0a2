import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { readContract } from '../../openapi/contract/node';
import { firstVisitHomes } from '../../domain/portal-first-visit';
import { createApi } from '../core/api/createApi';
import type { TableChanges } from '../core/db/changes';
import type { Database } from '../core/db/schema';
import type { OperationLogWriter } from '../core/operationLogs/recorder';
import type { Live, OtpSender, Ports } from '../core/ports';
import { seed } from '../core/seeds/seed';
import type { Services } from '../core/services';
import { scryptPasswords } from './auth/passwords';
import { createTokenCache, type TokenCache } from './auth/tokenCache';
import type { ServerConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { sharedTableChanges } from './db/sharedChanges';
import { registerContractRoutes } from './http/contractRoutes';
import { installErrorHandler } from './http/errorHandler';
import { installSecurityHeaders } from './http/securityHeaders';
import { diskFiles, registerUploads } from './http/uploads';
import { tokenEndings, type TokenEndings } from './live';
import { attachEmbeddedBroker, externalPublisher } from './mqtt/broker';
import { localBus, redisBus, type LiveBus } from './mqtt/bus';
import { silentPublisher, type Publisher } from './mqtt/publisher';
import { registerApiReference } from './ops/apiReference';
import { registerHealth, type Readiness } from './ops/health';
import { createMetrics, registerMetricsRoute, type Metrics } from './ops/metrics';
import { otpSecretOf } from './otp/secret';
import { consoleOtpSender, webhookOtpSender } from './otp/senders';
import { cryptoHashing, cryptoRandom, systemClock } from './ports';
import { sharedRateLimitStore } from './redis/rateLimitStore';
import { connectSharedRedis, type RedisHealth, type SharedRedis } from './redis/sharedRedis';
import { ReportConnections } from './reportBuilder/connections';
import { ensureDemoReportingDatabase } from './reportBuilder/demoReportingFile';
import { appEntries, appForPath } from './static/appForPath';
import { firstVisitPage, visitorBannerScriptSource } from './static/firstVisitPage';
import { serveStorybook } from './storybook/serveStorybook';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's database (tests use it to arrange data). */
    db: Kysely<Database>;
    /** Where live messages go (the benchmark publishes through it). */
    publisher: Publisher;
    /** The operation log writer (tests drain it before reading the log). */
    operationLog: OperationLogWriter;
    /** Whether this process reaches the shared Redis (REDIS_URL), for readiness; else undefined. */
    redisHealth: RedisHealth | undefined;
    /** `/readyz`'s state: `drain()` on shutdown turns it `draining`. */
    readiness: Readiness;
    /** The Prometheus metrics served at /metrics. */
    metrics: Metrics;
  }
}

/**
 * A build of the apps that answers with the in-browser mock API (`npm run build:mocks`, which
 * ships the mock API's service worker) runs the server's core on sql.js (WebAssembly) and compiles
 * the contract's validators at run time: only such a build's pages may.
 */
const mockApiScriptSources = ["'wasm-unsafe-eval'", "'unsafe-eval'"];

/** Whether the apps folder holds a mock build (see `mockApiScriptSources`). */
export const isMockBuild = (appsDir: string) =>
  existsSync(path.join(path.resolve(appsDir), 'mockServiceWorker.js'));

/** Options tests use to isolate their data. */
export interface BuildOptions {
  /** A SQLite file instead of DATA_DIR/telco.sqlite. */
  sqliteFile?: string;
  /** A PostgreSQL schema to create and use instead of the default one. */
  postgresSchema?: string;
  /** Where one-time codes go instead of the configured sender (tests read them). */
  otpSender?: OtpSender;
}

function configuredOtpSender(config: ServerConfig, app: FastifyInstance): OtpSender {
  if (config.otpSender === 'console') return consoleOtpSender(app.log);
  if (config.otpWebhookUrl === undefined) {
    throw new Error('OTP_WEBHOOK_URL is required when OTP_SENDER is webhook');
  }
  return webhookOtpSender(config.otpWebhookUrl);
}

/** Route options that limit calls per client address and minute. */
const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: '1 minute' } } });

/** The operations that send or check one-time codes. */
const otpOperations = [
  'forgotPassword',
  'verifyPasswordResetOtp',
  'resetPassword',
  'sendOtp',
  'verifyOtp',
] as const;

/** Guest ids a client address may ask for per minute (each one is a row and a broker login). */
const guestChannelsPerMinute = 30;

/**
 * The admin tokens this process trusts for a few seconds without the database. A token that ends
 * is dropped here before the call that ended it answers, and on the other processes when the
 * ending reaches them through the live bus (the broker sends every ending there). Several
 * processes without that bus (an external broker) get no cache: every call asks the database.
 * While Redis is down endings go unheard: the cache is off, and emptied when Redis is back.
 */
function adminTokenCache(
  app: FastifyInstance,
  endings: TokenEndings,
  redis: SharedRedis | undefined,
  bus: LiveBus | undefined,
): TokenCache | undefined {
  if (redis !== undefined && bus === undefined) return undefined;
  const cache = createTokenCache(
    redis === undefined ? {} : { active: () => redis.health.state === 'up' },
  );
  redis?.onRecovery(() => cache.clear());
  const stop = endings.listen((ended) => cache.forget(ended));
  app.addHook('onClose', (_instance, done) => {
    stop();
    done();
  });
  bus?.listen((message) => {
    if (message.kind === 'tokensEnded') cache.forget(message.ended);
    return Promise.resolve();
  });
  return cache;
}

/**
 * The kit's server: the contract's API under /api and /api/portal (with its MQTT broker at
 * /mqtt), and the built admin app (under /admin and /login) and portal (/), each with a
 * fallback to its index.html for client-side routes.
 */
export async function buildServer(
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Past 100 characters a path parameter would not match its route and the call would get
    // the catch-all 404, which operations without a 404 do not declare; no route uses a regex.
    routerOptions: { maxParamLength: 2048 },
  });

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The portal's home pages preload the visitor's banner with one script of known text.
        scriptSrc: [
          "'self'",
          visitorBannerScriptSource,
          ...(isMockBuild(config.appsDir) ? mockApiScriptSources : []),
        ],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Audio prompts play from the portal or the configured media origin, as the broker
        // accepts them (ivrPublishOf).
        mediaSrc: [
          "'self'",
          ...(config.audioMediaOrigin === undefined ? [] : [config.audioMediaOrigin]),
        ],
        // mqtt.js keeps its keep-alive timers in a worker built from a blob URL.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        // The U Mobile confirmation posts its payment form to the provider.
        formAction: ["'self'", config.mpayActionOrigin],
        // Served over plain HTTP on 127.0.0.1 by default: upgrading would break every request.
        upgradeInsecureRequests: null,
      },
    },
  });
  // Before any route, so every answer is counted.
  const metrics = createMetrics(app);
  app.decorate('metrics', metrics);
  await app.register(fastifyCompress);
  await app.register(fastifyCookie);
  // The read cache counts the database's changes here, or with the other processes in Redis.
  let changes: 'local' | TableChanges | undefined =
    config.mqttUrl === undefined ? 'local' : undefined;
  // Several processes share Redis; each one does without it while it is down (started below).
  const redis =
    config.redisUrl === undefined
      ? undefined
      : connectSharedRedis(config.redisUrl, { timeoutMs: config.redisTimeoutMs, log: app.log });
  app.decorate('redisHealth', redis?.health);
  if (redis === undefined) {
    await app.register(fastifyRateLimit, { global: false });
  } else {
    app.addHook('onClose', () => redis.close());
    // Several processes answer the same clients: they count each client's calls together.
    await app.register(fastifyRateLimit, {
      global: false,
      store: sharedRateLimitStore(redis, 'telco-console-kit:rate-limit:'),
    });
    changes = sharedTableChanges(
      redis,
      `telco-console-kit:changes:${config.databaseSchema ?? ''}:`,
    );
  }
  await registerUploads(app, config.dataDir);
  installErrorHandler(app);

  const { otpSender: otpSenderOverride, ...databaseOptions } = options;
  const chosenSender = otpSenderOverride ?? configuredOtpSender(config, app);
  const otpSender: OtpSender = {
    send: async (message) => {
      await chosenSender.send(message);
      metrics.otpSent(message.channel);
    },
  };
  // The demo connection's database: made at start, so a fresh install has something to report on.
  ensureDemoReportingDatabase(config.dataDir);
  const reports = new ReportConnections(config.dataDir, {
    log: app.log,
    readers: config.reportReaders,
    queueLimit: config.reportQueueLimit,
    consoleDatabaseUrl: config.databaseUrl,
    userConcurrency: config.reportUserQueries,
    onQuery: metrics.reportQuery,
  });
  app.addHook('onClose', () => reports.close());
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    postgresSchema: config.databaseSchema,
    ...(changes === undefined ? {} : { cacheReads: changes }),
    log: app.log,
    onCachedRead: metrics.cachedRead,
    ...databaseOptions,
  });
  app.addHook('onClose', () => handle.close());
  // Where live messages go once the broker (or the external publisher) is up, below; and where
  // tokens ended early are heard (the broker, the token cache).
  let publisher: Publisher = silentPublisher;
  const endings = tokenEndings();
  const live: Live = {
    publish: (topic, payload) => publisher.publish(topic, payload),
    tokensEnded: (ended) => endings.announce(ended),
  };
  const ports: Ports = {
    clock: systemClock,
    random: cryptoRandom,
    hashing: cryptoHashing,
    passwords: scryptPasswords(config.passwordHashCost),
    files: diskFiles(config.dataDir),
    live,
    otpSender,
    reports,
    ...(handle.readCache === undefined ? {} : { readCache: handle.readCache }),
    log: app.log,
  };
  const services: Services = { db: handle.db, ports };
  await migrateToLatest(handle);
  await seed(services, { demoData: config.demoData });
  app.decorate('db', handle.db);

  let bus: LiveBus | undefined;
  if (config.notificationsEnabled) {
    if (config.mqttUrl === undefined) {
      const onBusError = (error: unknown) =>
        app.log.error({ err: error }, 'live message bus error');
      bus = redis === undefined ? localBus(onBusError) : redisBus(redis, onBusError);
      const opened = bus;
      app.addHook('onClose', () => opened.close());
      publisher = await attachEmbeddedBroker(app, services, bus, {
        endings,
        ivrPassword: config.ivrMqttPassword,
        ivrLoginLimit: {
          failures: config.ivrLoginFailures,
          totalFailures: config.ivrFailuresTotal,
          lockMinutes: config.ivrLockMinutes,
        },
        trustProxy: config.trustProxy,
        onDelivered: metrics.mqttDelivered,
        audioMediaOrigin: config.audioMediaOrigin,
      });
    } else {
      publisher = externalPublisher(config.mqttUrl);
    }
  }
  app.addHook('onClose', () => publisher.close());
  app.decorate('publisher', publisher);
  const { pool } = handle;
  metrics.readFrom({
    ...(pool === undefined
      ? {}
      : {
          databasePool: () => ({
            total: pool.totalCount,
            idle: pool.idleCount,
            waiting: pool.waitingCount,
          }),
        }),
    reportQueueDepth: () => reports.queueDepth(),
    ...(publisher.clients === undefined ? {} : { mqttClients: publisher.clients }),
  });
  registerMetricsRoute(app, metrics, config.metricsToken);
  const broker = publisher.connected;
  app.decorate(
    'readiness',
    registerHealth(app, {
      database: () => handle.ping(),
      ...(redis === undefined ? {} : { redis: () => redis.health.state === 'up' }),
      ...(broker === undefined ? {} : { broker }),
    }),
  );
  const tokenCache = adminTokenCache(app, endings, redis, bus);
  if (tokenCache !== undefined) ports.tokenCache = tokenCache;
  // Every user of Redis is in place: connect (or start degraded) and keep checking.
  await redis?.start();

  if (config.mpayCallbackSecret === undefined) {
    // Without the key no provider callback can be checked, so no operator-2 payment succeeds.
    app.log.warn(
      'MPAY_CALLBACK_SECRET is not set: every operator-2 (U Mobile) payment result is refused, so no payment can subscribe. Set it to the key the payment provider signs its callbacks with.',
    );
  }
  // The contract as `npm run generate` bundled it, read once per process.
  const api = createApi({
    contract: readContract(),
    db: handle.db,
    ports,
    options: {
      tokenTtlMinutes: config.tokenTtlMinutes,
      exportRowLimit: config.exportRowLimit,
      signInLimit: { failures: config.loginUserFailures, lockMinutes: config.loginLockMinutes },
      otpLimits: {
        sendsPerRecipient: config.otpSendsPerNumber,
        failuresPerRecipient: config.otpFailuresPerNumber,
      },
      otpSecret: otpSecretOf(config),
      paymentSecret: config.mpayCallbackSecret,
      portalOrigin: config.portalPublicOrigin,
      paymentReturnUrl: config.mpayReturnUrl,
    },
  });
  // Registered after the database's onClose hook, so it runs first: queued entries get written.
  app.addHook('onClose', () => api.close());
  app.decorate('operationLog', api.operationLog);
  registerContractRoutes(app, api, {
    routeOptions: {
      loginAdmin: perMinute(config.loginRateLimit),
      // One-time codes are short: limit how fast anyone can ask for them or guess them.
      ...Object.fromEntries(otpOperations.map((id) => [id, perMinute(config.otpRateLimit)])),
      issueGuestChannel: perMinute(guestChannelsPerMinute),
    },
  });
  registerApiReference(app);
  // Anything else under /api is an unknown API route, not a page of an app.
  const unknownApiRoute = { message: 'Not found.' };
  app.all('/api', (_request, reply) => reply.code(404).send(unknownApiRoute));
  app.all('/api/*', (_request, reply) => reply.code(404).send(unknownApiRoute));

  const appsDir = path.resolve(config.appsDir);
  await app.register(fastifyStatic, {
    root: appsDir,
    wildcard: false,
    index: false,
    // The build writes Brotli and gzip copies of its text files (tools/vite precompress).
    preCompressed: true,
    // Otherwise send's own `Cache-Control: public, max-age=0` replaces the headers set here.
    cacheControl: false,
    setHeaders(response, filePath) {
      // Which copy was sent depends on the request's Accept-Encoding.
      response.setHeader('Vary', 'Accept-Encoding');
      // Vite fingerprints everything under assets/, so those files never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });

  // The static Storybook (when built), so designers review the current screens on a running kit.
  await serveStorybook(app, path.resolve(config.storybookDir));

  const homePage = firstVisitPage(app, appsDir);
  app.get('/*', async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const assetLike = path.extname(pathname) !== '';
    if (assetLike) {
      return reply.sendFile(pathname.slice(1), appsDir);
    }
    reply.header('Cache-Control', 'no-cache');
    const page = firstVisitHomes.includes(pathname) ? await homePage() : undefined;
    return page === undefined
      ? reply.sendFile(appEntries[appForPath(pathname)], appsDir)
      : reply.type('text/html; charset=utf-8').send(page);
  });

  return app;
}

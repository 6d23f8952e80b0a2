import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { loadContract, type Contract } from '../../openapi/contract';
import { createAuthorizer } from '../core/auth/authorization';
import { onTokensEnded } from '../core/auth/opaqueTokens';
import { createTokenCache, type TokenCache } from './auth/tokenCache';
import { authHandlers, createAuthenticator } from '../core/auth/handlers';
import { billingHandlers } from '../core/billing/definitions';
import { createPortalAuthenticator } from '../core/auth/portalSessions';
import type { ServerConfig } from './config';
import { registerContractRoutes, type OperationHandlers } from '../core/api/routes';
import type { TableChanges } from '../core/db/changes';
import { migrateToLatest, openDatabase } from './db/database';
import { sharedTableChanges } from './db/sharedChanges';
import type { Database } from '../core/db/schema';
import { seed } from '../core/seeds/seed';
import { installErrorHandler } from '../core/api/errors';
import { installSecurityHeaders } from './http/securityHeaders';
import { registerUploads } from './http/uploads';
import { menuHandlers } from '../core/menu/handlers';
import { attachEmbeddedBroker, externalPublisher } from './mqtt/broker';
import { localBus, redisBus, type LiveBus } from './mqtt/bus';
import { guestChannelHandlers } from '../core/live/guests';
import { silentPublisher, type Publisher } from '../core/live/publisher';
import { notificationHandlers } from '../core/notifications/handlers';
import { createNotifier } from '../core/notifications/notifier';
import { installOperationLog, type OperationLogWriter } from '../core/operationLogs/recorder';
import {
  consoleOtpSender,
  createOtpCodes,
  otpSecretOf,
  webhookOtpSender,
  type OtpSender,
} from '../core/otp';
import { portalHandlers } from '../core/portal';
import { sharedRateLimitStore } from './redis/rateLimitStore';
import { connectSharedRedis, type RedisHealth, type SharedRedis } from './redis/sharedRedis';
import { reportBuilderHandlers } from '../core/reportBuilder/handlers';
import { resourceOperationHandlers } from '../core/resources/definitions';
import { firstVisitHomes } from '../../domain/portal-first-visit';
import { appEntries, appForPath } from './static/appForPath';
import { firstVisitPage } from './static/firstVisitPage';

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
  }
}

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
  redis: SharedRedis | undefined,
  bus: LiveBus | undefined,
): TokenCache | undefined {
  if (redis !== undefined && bus === undefined) return undefined;
  const cache = createTokenCache(
    redis === undefined ? {} : { active: () => redis.health.state === 'up' },
  );
  redis?.onRecovery(() => cache.clear());
  const stop = onTokensEnded((ended) => cache.forget(ended));
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

// Bundling the contract takes about a second: do it once per process.
let contractPromise: Promise<Contract> | undefined;
const contractOnce = () => (contractPromise ??= loadContract());

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
        scriptSrc: ["'self'"],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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
  const otpSender = otpSenderOverride ?? configuredOtpSender(config, app);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    postgresSchema: config.databaseSchema,
    ...(changes === undefined ? {} : { cacheReads: changes }),
    ...databaseOptions,
  });
  app.addHook('onClose', () => handle.close());
  await migrateToLatest(handle);
  await seed(handle.db, { demoData: config.demoData });
  app.decorate('db', handle.db);

  let publisher: Publisher = silentPublisher;
  let bus: LiveBus | undefined;
  if (config.notificationsEnabled) {
    if (config.mqttUrl === undefined) {
      const onBusError = (error: unknown) =>
        app.log.error({ err: error }, 'live message bus error');
      bus = redis === undefined ? localBus(onBusError) : redisBus(redis, onBusError);
      const opened = bus;
      app.addHook('onClose', () => opened.close());
      publisher = await attachEmbeddedBroker(app, handle.db, bus, {
        ivrPassword: config.ivrMqttPassword,
        ivrLoginLimit: {
          failures: config.ivrLoginFailures,
          totalFailures: config.ivrFailuresTotal,
          lockMinutes: config.ivrLockMinutes,
        },
        trustProxy: config.trustProxy,
      });
    } else {
      publisher = externalPublisher(config.mqttUrl);
    }
  }
  app.addHook('onClose', () => publisher.close());
  app.decorate('publisher', publisher);
  const tokenCache = adminTokenCache(app, redis, bus);
  // Every user of Redis is in place: connect (or start degraded) and keep checking.
  await redis?.start();
  const notifier = createNotifier(handle.db, publisher, app.log);
  // Registered after the database's onClose hook, so it runs first: queued entries get written.
  app.decorate('operationLog', installOperationLog(app, handle.db));

  const otpCodes = createOtpCodes(handle.db, otpSecretOf(config), {
    sendsPerRecipient: config.otpSendsPerNumber,
    failuresPerRecipient: config.otpFailuresPerNumber,
  });
  const contract = await contractOnce();
  const resources = resourceOperationHandlers(handle.db, { exportRowLimit: config.exportRowLimit });
  const handlers: OperationHandlers = {
    ...authHandlers(handle.db, {
      tokenTtlMinutes: config.tokenTtlMinutes,
      otpSender,
      otpCodes,
      notifier,
      dataDir: config.dataDir,
      signInLimit: { failures: config.loginUserFailures, lockMinutes: config.loginLockMinutes },
      operationLog: app.operationLog,
    }),
    ...resources,
    ...notificationHandlers(handle.db, notifier),
    ...menuHandlers(handle.db),
    ...guestChannelHandlers(handle.db),
    ...billingHandlers(handle.db, { exportRowLimit: config.exportRowLimit }),
    ...portalHandlers(handle.db, contract, {
      otpSender,
      otpCodes,
      paymentSecret: config.mpayCallbackSecret,
    }),
    ...reportBuilderHandlers(handle.db, contract, {
      config,
      onClose: (close) => app.addHook('onClose', close),
      log: app.log,
      connectionSaves: resources,
    }),
  };
  registerContractRoutes(app, {
    contract,
    handlers,
    authenticate: createAuthenticator(handle.db, tokenCache),
    authenticatePortal: createPortalAuthenticator(handle.db),
    authorize: createAuthorizer(handle.db, contract, handlers),
    routeOptions: {
      loginAdmin: perMinute(config.loginRateLimit),
      // One-time codes are short: limit how fast anyone can ask for them or guess them.
      ...Object.fromEntries(otpOperations.map((id) => [id, perMinute(config.otpRateLimit)])),
      issueGuestChannel: perMinute(guestChannelsPerMinute),
    },
  });
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

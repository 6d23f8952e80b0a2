import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { loadContract, type Contract } from '../openapi/contract';
import { createAuthorizer } from './auth/authorization';
import { onTokensEnded } from './auth/opaqueTokens';
import { createTokenCache, type TokenCache } from './auth/tokenCache';
import { authHandlers, createAuthenticator } from './auth/handlers';
import { billingHandlers } from './billing/definitions';
import { createPortalAuthenticator } from './auth/portalSessions';
import type { ServerConfig } from './config';
import { registerContractRoutes, type OperationHandlers } from './contract/routes';
import type { TableChanges } from './db/changes';
import { migrateToLatest, openDatabase } from './db/database';
import { sharedTableChanges } from './db/sharedChanges';
import type { Database } from './db/schema';
import { seed } from './db/seed';
import { installErrorHandler } from './http/errors';
import { installSecurityHeaders } from './http/securityHeaders';
import { registerUploads } from './http/uploads';
import { menuHandlers } from './menu/handlers';
import { attachEmbeddedBroker, externalPublisher } from './mqtt/broker';
import { localBus, redisBus, type LiveBus } from './mqtt/bus';
import { guestChannelHandlers } from './mqtt/guests';
import { silentPublisher, type Publisher } from './mqtt/publisher';
import { notificationHandlers } from './notifications/handlers';
import { createNotifier } from './notifications/notifier';
import { installOperationLog, type OperationLogWriter } from './operationLogs/recorder';
import {
  consoleOtpSender,
  createOtpCodes,
  otpSecretOf,
  webhookOtpSender,
  type OtpSender,
} from './otp';
import { portalHandlers } from './portal';
import { reportBuilderHandlers } from './reportBuilder/handlers';
import { resourceOperationHandlers } from './resources/definitions';
import { firstVisitHomes } from '../domain/portal-first-visit';
import { appEntries, appForPath } from './static/appForPath';
import { firstVisitPage } from './static/firstVisitPage';
import { serveStorybook, storybookDirOf } from './storybook/serveStorybook';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's database (tests use it to arrange data). */
    db: Kysely<Database>;
    /** Where live messages go (the benchmark publishes through it). */
    publisher: Publisher;
    /** The operation log writer (tests drain it before reading the log). */
    operationLog: OperationLogWriter;
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
 */
function adminTokenCache(
  app: FastifyInstance,
  config: ServerConfig,
  bus: LiveBus | undefined,
): TokenCache | undefined {
  if (config.redisUrl !== undefined && bus === undefined) return undefined;
  const cache = createTokenCache();
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
  if (config.redisUrl === undefined) {
    await app.register(fastifyRateLimit, { global: false });
  } else {
    // Several processes answer the same clients: they count each client's calls together.
    const counters = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
    counters.on('error', (error: unknown) => app.log.error({ err: error }, 'redis error'));
    app.addHook('onClose', async () => {
      await counters.quit();
    });
    await app.register(fastifyRateLimit, {
      global: false,
      redis: counters,
      nameSpace: 'telco-console-kit:rate-limit:',
    });
    changes = sharedTableChanges(
      counters,
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
      bus =
        config.redisUrl === undefined
          ? localBus(onBusError)
          : await redisBus(config.redisUrl, onBusError);
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
  const tokenCache = adminTokenCache(app, config, bus);
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

  // The static Storybook (when built), so designers review the current screens on a running kit.
  await serveStorybook(app, storybookDirOf());

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

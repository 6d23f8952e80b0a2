import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { loadContract, type Contract } from '../openapi/contract';
import { authHandlers, createAuthenticator } from './auth/handlers';
import type { ServerConfig } from './config';
import { registerContractRoutes } from './contract/routes';
import { migrateToLatest, openDatabase } from './db/database';
import type { Database } from './db/schema';
import { seed } from './db/seed';
import { installErrorHandler } from './http/errors';
import { menuHandlers } from './menu/handlers';
import { attachEmbeddedBroker, externalPublisher } from './mqtt/broker';
import { silentPublisher, type Publisher } from './mqtt/publisher';
import { notificationHandlers } from './notifications/handlers';
import { installOperationLog, type OperationLogWriter } from './operationLogs/recorder';
import { resourceOperationHandlers } from './resources/definitions';
import { appEntries, appForPath } from './static/appForPath';

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

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Served over plain HTTP on 127.0.0.1 by default: upgrading would break every request.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyCompress);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  installErrorHandler(app);

  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    ...options,
  });
  app.addHook('onClose', () => handle.close());
  await migrateToLatest(handle);
  await seed(handle.db, { demoData: config.demoData });
  app.decorate('db', handle.db);

  let publisher: Publisher = silentPublisher;
  if (config.notificationsEnabled) {
    publisher =
      config.mqttUrl === undefined
        ? await attachEmbeddedBroker(app, handle.db)
        : externalPublisher(config.mqttUrl);
  }
  app.addHook('onClose', () => publisher.close());
  app.decorate('publisher', publisher);
  // Registered after the database's onClose hook, so it runs first: queued entries get written.
  app.decorate('operationLog', installOperationLog(app, handle.db));

  const contract = await contractOnce();
  registerContractRoutes(app, {
    contract,
    authenticate: createAuthenticator(handle.db),
    handlers: {
      ...authHandlers(handle.db, config.tokenTtlMinutes),
      ...resourceOperationHandlers(handle.db, contract),
      ...notificationHandlers(handle.db, publisher, app.log),
      ...menuHandlers(handle.db),
    },
    routeOptions: {
      loginAdmin: {
        config: { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
      },
    },
  });
  // Anything else under /api is an unknown API route, not a page of an app.
  const unknownApiRoute = { message: 'Not found.' };
  app.all('/api', (_request, reply) => reply.code(404).send(unknownApiRoute));
  app.all('/api/*', (_request, reply) => reply.code(404).send(unknownApiRoute));
  app.addHook('onSend', async (request, reply) => {
    // API answers carry tokens and personal data: never store them in a cache.
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      reply.header('Cache-Control', 'no-store');
    }
  });

  const appsDir = path.resolve(config.appsDir);
  await app.register(fastifyStatic, {
    root: appsDir,
    wildcard: false,
    index: false,
    // Otherwise send's own `Cache-Control: public, max-age=0` replaces the headers set here.
    cacheControl: false,
    setHeaders(response, filePath) {
      // Vite fingerprints everything under assets/, so those files never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });

  app.get('/*', (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const assetLike = path.extname(pathname) !== '';
    if (assetLike) {
      return reply.sendFile(pathname.slice(1), appsDir);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .sendFile(appEntries[appForPath(pathname)], appsDir);
  });

  return app;
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (its requests are counted by it). */
    operationId?: string;
  }
}

/** What the metrics read when scraped: each source is asked for its figure then. */
export interface MetricSources {
  /** PostgreSQL's pool: connections open, idle, and calls waiting for one (undefined on SQLite). */
  databasePool?: () => { total: number; idle: number; waiting: number };
  /** Report queries waiting for a reader or a pooled connection. */
  reportQueueDepth: () => number;
  /** Clients connected to this process's broker (undefined without the embedded broker). */
  mqttClients?: () => number;
}

/** The server's metrics (one registry per server: tests run several in one process). */
export interface Metrics {
  registry: Registry;
  /** A read of the read cache, served kept (`hit`) or computed (`miss`). */
  cachedRead: (kept: boolean) => void;
  /** A report query and its seconds, queue wait included. */
  reportQuery: (driver: 'sqlite' | 'pgsql', seconds: number) => void;
  /** A live message handed to this broker's subscribers. */
  mqttDelivered: (topic: string) => void;
  /** A one-time code sent. */
  otpSent: (channel: 'sms' | 'email') => void;
  /** Asks the sources given later (the database and the broker open after the metrics). */
  readFrom: (sources: MetricSources) => void;
}

const prefix = 'tck_';

let processRegistry: Registry | undefined;

/**
 * Node's own figures (CPU, memory, event-loop delay, GC), collected once per process: each
 * collection keeps observers running, and tests start many servers in one process.
 */
function processMetrics(): Registry {
  if (processRegistry === undefined) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix });
  }
  return processRegistry;
}

/** The kind of a live topic (a label must not carry ids). */
const topicKind = (topic: string) =>
  topic.startsWith('user-') ? 'notification' : topic.startsWith('ivr-guest-') ? 'guest' : 'other';

/** Creates the metrics and counts every answer of `app` by operation, method and status. */
export function createMetrics(app: FastifyInstance): Metrics {
  const registry = new Registry();
  const requestLabels = ['operation', 'method', 'status'] as const;
  const requests = new Counter({
    name: `${prefix}http_requests_total`,
    help: 'HTTP answers by operation (contract operationId, else route), method and status.',
    labelNames: requestLabels,
    registers: [registry],
  });
  const durations = new Histogram({
    name: `${prefix}http_request_duration_seconds`,
    help: 'Time from request to answer, by operation, method and status.',
    labelNames: requestLabels,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      operation: request.routeOptions.config.operationId ?? request.routeOptions.url ?? 'none',
      method: request.method,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const cacheReads = new Counter({
    name: `${prefix}read_cache_reads_total`,
    help: 'Reads through the read cache: hit (a kept answer) or miss (computed).',
    labelNames: ['result'],
    registers: [registry],
  });
  const reportSeconds = new Histogram({
    name: `${prefix}report_query_duration_seconds`,
    help: 'Report queries from call to answer (queue wait included), by driver.',
    labelNames: ['driver'],
    buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const delivered = new Counter({
    name: `${prefix}mqtt_messages_delivered_total`,
    help: "Live messages handed to this process's broker subscribers, by topic kind.",
    labelNames: ['kind'],
    registers: [registry],
  });
  const otpSends = new Counter({
    name: `${prefix}otp_sends_total`,
    help: 'One-time codes sent, by channel.',
    labelNames: ['channel'],
    registers: [registry],
  });

  // Gauges read their figure when scraped; the registry holds them.
  let sources: MetricSources | undefined;
  new Gauge({
    name: `${prefix}db_pool_connections`,
    help: 'PostgreSQL pool: connections open (total), idle, and calls waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = sources?.databasePool?.();
      if (use === undefined) return;
      for (const [state, value] of Object.entries(use)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: `${prefix}report_queue_depth`,
    help: 'Report queries waiting for a SQLite reader or a pooled connection.',
    registers: [registry],
    collect() {
      if (sources !== undefined) this.set(sources.reportQueueDepth());
    },
  });
  new Gauge({
    name: `${prefix}mqtt_clients`,
    help: "Clients connected to this process's MQTT broker.",
    registers: [registry],
    collect() {
      const count = sources?.mqttClients?.();
      if (count !== undefined) this.set(count);
    },
  });
  return {
    registry,
    cachedRead: (kept) => cacheReads.inc({ result: kept ? 'hit' : 'miss' }),
    reportQuery: (driver, seconds) => reportSeconds.observe({ driver }, seconds),
    mqttDelivered: (topic) => delivered.inc({ kind: topicKind(topic) }),
    otpSent: (channel) => otpSends.inc({ channel }),
    readFrom: (given) => {
      sources = given;
    },
  };
}

/** Whether an address is this machine's own (IPv4 127/8, ::1, or IPv4 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read the metrics: a client on this machine that no proxy forwarded (the socket's own
 * address, never X-Forwarded-For: behind a local balancer every socket is loopback, but the
 * balancer adds the header), or anyone with `Authorization: Bearer <METRICS_TOKEN>`, compared
 * in constant time.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!forwarded && isLoopback(request.socket.remoteAddress)) return true;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return (
    token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token))
  );
}

/** `GET /metrics` in Prometheus's text format, for loopback or the token's holder (else 403). */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!mayReadMetrics(request, token)) {
      return reply.code(403).send({ message: 'Forbidden.' });
    }
    const [server, node] = await Promise.all([
      metrics.registry.metrics(),
      processMetrics().metrics(),
    ]);
    return reply.type(metrics.registry.contentType).send(`${server}\n${node}`);
  });
}

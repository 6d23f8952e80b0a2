import type { FastifyInstance } from 'fastify';

/** A dependency's check: true or a resolved promise when it answers; false or a rejection if not. */
export type ReadinessCheck = () => boolean | Promise<unknown>;

/** The answer of `/readyz`. */
export interface ReadinessAnswer {
  /** `ready` (200); `degraded` when a dependency is down, `draining` while shutting down (503). */
  status: 'ready' | 'degraded' | 'draining';
  /** Each dependency checked: `up` or `down`. */
  checks: Record<string, 'up' | 'down'>;
  /** The dependencies that are down, when any. */
  degraded?: string[];
}

/** Whether this process should get traffic. */
export interface Readiness {
  /** Answers `draining` from now on: a balancer stops sending before the process stops. */
  drain(): void;
  /** The current answer of `/readyz`. */
  check(): Promise<ReadinessAnswer>;
}

/** How long a check may take before its dependency counts as down. */
const checkTimeoutMs = 1000;

/** Whether a check answers within the time limit. */
async function passes(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), checkTimeoutMs);
  });
  try {
    const answered = Promise.resolve()
      .then(check)
      .then(
        (result) => result !== false,
        () => false,
      );
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Health answers are never kept by a cache: each one is a fresh look. */
const noStore = { 'cache-control': 'no-store' };

/**
 * `/healthz` (200 while the process answers at all: a liveness probe) and `/readyz` (200 when
 * every dependency in `checks` answers, else 503 naming those that do not, and 503 `draining`
 * once `drain()` is called). Both are public and tell nothing but these states.
 */
export function registerHealth(
  app: FastifyInstance,
  checks: Record<string, ReadinessCheck>,
): Readiness {
  let draining = false;
  const check = async (): Promise<ReadinessAnswer> => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => passes(checks[name] ?? (() => false))));
    const states = Object.fromEntries(
      names.map((name, index) => [name, results[index] === true ? 'up' : 'down'] as const),
    );
    const degraded = names.filter((name) => states[name] === 'down');
    if (draining) return { status: 'draining', checks: states };
    return degraded.length === 0
      ? { status: 'ready', checks: states }
      : { status: 'degraded', checks: states, degraded };
  };

  app.get('/healthz', (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const answer = await check();
    return reply
      .code(answer.status === 'ready' ? 200 : 503)
      .headers(noStore)
      .send(answer);
  });
  return {
    drain: () => {
      draining = true;
    },
    check,
  };
}

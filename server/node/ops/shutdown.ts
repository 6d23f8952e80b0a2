import type { FastifyInstance } from 'fastify';

/** How long the close itself may take before the process gives up and exits with 1. */
const closeLimitMs = 10_000;

/**
 * Stops the server gracefully: `/readyz` answers `draining` at once while the process still
 * serves for `delayMs` (so a balancer checking it stops sending), then `app.close()` stops
 * accepting, ends the broker's WebSockets (their clients reconnect, through the balancer to
 * another process), waits for the calls in flight, writes the queued operation log and closes
 * the database; then the process exits. A close stuck past 10 s exits with 1 so a restart is
 * never blocked.
 */
export async function shutDown(
  app: FastifyInstance,
  signal: NodeJS.Signals,
  delayMs: number,
): Promise<void> {
  app.log.info({ signal, delayMs }, 'shutting down');
  app.readiness.drain();
  const timer = setTimeout(() => process.exit(1), delayMs + closeLimitMs);
  timer.unref();
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  try {
    await app.close();
    app.log.info('shut down');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

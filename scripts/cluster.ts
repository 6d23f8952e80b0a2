/**
 * `npm run cluster`: CLUSTER_PROCESSES server processes (default 4) on one PostgreSQL database
 * (CLUSTER_DATABASE_URL, else TEST_DATABASE_URL; schema CLUSTER_SCHEMA, default `cluster`) and one
 * Redis (CLUSTER_REDIS_URL, else TEST_REDIS_URL, else a throwaway `redis-server`), behind
 * Debian's HAProxy on http://127.0.0.1:CLUSTER_PORT (default 8090), serving the built apps
 * (`npm run build` first for the pages). Loopback only; Ctrl-C stops everything.
 */
import { startCluster } from '../server/testing/cluster';

/** Runs the cluster until Ctrl-C. */
async function main(): Promise<void> {
  const databaseUrl = process.env.CLUSTER_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (databaseUrl === undefined || databaseUrl === '') {
    console.error(
      'npm run cluster needs PostgreSQL: set CLUSTER_DATABASE_URL (or TEST_DATABASE_URL).',
    );
    process.exitCode = 1;
    return;
  }
  const cluster = await startCluster({
    processes: Number(process.env.CLUSTER_PROCESSES ?? 4),
    databaseUrl,
    schema: process.env.CLUSTER_SCHEMA ?? 'cluster',
    port: Number(process.env.CLUSTER_PORT ?? 8090),
    redisUrl: process.env.CLUSTER_REDIS_URL || process.env.TEST_REDIS_URL || undefined,
  });
  console.log(
    `Cluster: ${cluster.url} (HAProxy) over ${cluster.servers.map((s) => s.url).join(', ')}`,
  );
  console.log(`Balancer's view: ${JSON.stringify(await cluster.serverStates())}. Ctrl-C stops it.`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  await cluster.stop();
}

await main();

import { buildServer } from './app';
import { readConfig } from './config';

const config = readConfig();
const app = await buildServer(config);

// Graceful shutdown: stop accepting connections, let in-flight requests finish, close the
// broker and the database; give up after 10 s so a stuck connection cannot block a restart.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });

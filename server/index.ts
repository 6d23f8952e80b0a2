import { buildServer } from './app';
import { readConfig } from './config';

const config = readConfig();
const app = await buildServer(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });

import { buildServer } from './app';
import { readConfig } from './config';
import { shutDown } from './ops/shutdown';

const config = readConfig();
const app = await buildServer(config);

// SIGTERM (an orchestrator, a balancer's drain) drains for SHUTDOWN_DELAY_MS first; Ctrl-C
// (SIGINT) at once.
process.once('SIGTERM', () => void shutDown(app, 'SIGTERM', config.shutdownDelayMs));
process.once('SIGINT', () => void shutDown(app, 'SIGINT', 0));

await app.listen({ port: config.port, host: config.host });

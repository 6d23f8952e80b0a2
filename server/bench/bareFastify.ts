/**
 * The reference of `npm run bench:server`: a bare Fastify hello world on PORT (loopback), run in
 * its own process like the server, so every figure is read as a share of what Fastify itself
 * does on this machine at that moment.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));

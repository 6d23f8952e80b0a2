import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options. They depend on nothing in the request, so they are
 * worked out once: helmet's Fastify plugin built its middleware again for every request, which
 * cost a tenth of a simple call's time (parsing the policy each time).
 */
export function securityHeadersOf(options: Readonly<HelmetOptions>): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  // Helmet throws on options it refuses (since 8.1 it no longer hands them to the callback).
  helmet(options)(request, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : String(value),
    ]),
  );
}

/** Sends helmet's headers for these options with every answer, from the first hook on. */
export function installSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

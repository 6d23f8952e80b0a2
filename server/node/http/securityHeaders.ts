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

/**
 * The headers of the API's answers: JSON is never a document, so OWASP's set for REST services
 * replaces the page policy (nothing may load, frame or sniff it, and no cache may keep it).
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Whether a request URL is under the API's root `/api`. */
export const isApiUrl = (url: string) =>
  url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');

/**
 * Sends helmet's headers for these options with every page and file, and `apiSecurityHeaders`
 * with every API answer, from the first hook on.
 */
export function installSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiUrl(request.url) ? apiSecurityHeaders : headers);
    done();
  });
}

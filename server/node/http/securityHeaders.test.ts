import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { afterEach, describe, expect, it } from 'vitest';
import { installSecurityHeaders, securityHeadersOf } from './securityHeaders';

const options = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], formAction: ["'self'", 'https://pay.example.com'] },
  },
};

let server: Server | undefined;
afterEach(() => server?.close());

/** The headers helmet's own middleware sends on a real response. */
async function helmetsOwnHeaders(): Promise<Record<string, string>> {
  const middleware = helmet(options);
  server = createServer((request, response) => {
    middleware(request, response, () => response.end('ok'));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${String(port)}/`, {
    headers: { accept: 'text/plain, msw/passthrough' },
  });
  const sent = Object.fromEntries(response.headers);
  const generic = ['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding'];
  return Object.fromEntries(Object.entries(sent).filter(([name]) => !generic.includes(name)));
}

describe('securityHeadersOf', () => {
  it('answers the headers helmet itself sends for the same options', async () => {
    const headers = securityHeadersOf(options);
    expect(headers).toEqual(await helmetsOwnHeaders());
    expect(headers['content-security-policy']).toContain(
      "form-action 'self' https://pay.example.com",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses options helmet refuses', () => {
    expect(() =>
      securityHeadersOf({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow();
  });
});

describe('installSecurityHeaders', () => {
  it('sends them with every answer, a 404 and a failure included', async () => {
    const app = Fastify();
    installSecurityHeaders(app, options);
    app.get('/boom', () => {
      throw new Error('boom');
    });
    for (const url of ['/nowhere', '/boom']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['strict-transport-security'], url).toBeDefined();
    }
    await app.close();
  });
});

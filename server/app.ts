import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { appEntries, appForPath } from './static/appForPath';

/**
 * The kit's server: serves the built admin app (under /admin and /login) and the portal (/),
 * each with a fallback to its index.html for client-side routes.
 */
export async function buildServer(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const appsDir = path.resolve(config.appsDir);

  await app.register(fastifyStatic, {
    root: appsDir,
    wildcard: false,
    index: false,
    setHeaders(response, filePath) {
      // Vite fingerprints everything under assets/, so those files never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });

  app.get('/*', (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const assetLike = path.extname(pathname) !== '';
    if (assetLike) {
      return reply.sendFile(pathname.slice(1), appsDir);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .sendFile(appEntries[appForPath(pathname)], appsDir);
  });

  return app;
}

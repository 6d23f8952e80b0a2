import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { generatedContractPath } from '../../../openapi/contract/node';

const require = createRequire(import.meta.url);

/** Redoc's standalone bundle (React and all included), served from this origin. */
const redocPackage = path.dirname(require.resolve('redoc/package.json'));
const redocVersion = (
  JSON.parse(readFileSync(path.join(redocPackage, 'package.json'), 'utf8')) as { version: string }
).version;

/** Where the page loads Redoc from: the version in the path, so the file may be kept for good. */
export const redocScriptUrl = `/api/docs/redoc-${redocVersion}.standalone.js`;

/**
 * The reference page's policy: its script and the contract come from this origin only; Redoc
 * (styled-components) writes `<style>` elements, draws its icons as data: images and runs its
 * search index in a worker made from a blob. Nothing may frame the page, post a form or change
 * its base URL.
 */
export const apiReferencePolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page: Redoc renders `<redoc spec-url>` by itself, so no inline script is needed. */
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>API reference · Telco Console Kit</title>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <redoc spec-url="/api/openapi.json"></redoc>
    <script src="${redocScriptUrl}"></script>
  </body>
</html>
`;

/** Reads a file on its first request and keeps it (the contract and Redoc never change while up). */
function kept<T>(read: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= read();
    return value;
  };
}

/**
 * Redoc's menu footer shows its maker's logo from their CDN; the policy would block it, but the
 * page asks nothing of another origin at all: the logo's address becomes an empty image, which
 * Redoc hides (it drops the logo when it fails to load).
 */
const redocLogo = 'src:"https://cdn.redoc.ly/redoc/logo-mini.svg"';
const readRedoc = () =>
  readFileSync(path.join(redocPackage, 'bundles/redoc.standalone.js'), 'utf8').replace(
    redocLogo,
    'src:"data:,"',
  );

/**
 * The API reference: the bundled contract at `/api/openapi.json` and Redoc's page for it at
 * `/api/docs`. Both are public, as the contract is (it describes calls, never data). They take
 * precedence over the unknown-API-route 404 only at these exact paths.
 */
export function registerApiReference(app: FastifyInstance): void {
  const contract = kept(() => readFileSync(generatedContractPath));
  const redoc = kept(readRedoc);

  app.get('/api/openapi.json', (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(contract()),
  );
  app.get('/api/docs', (_request, reply) =>
    reply
      .header('content-security-policy', apiReferencePolicy)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page),
  );
  app.get(redocScriptUrl, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('application/javascript; charset=utf-8')
      .send(redoc()),
  );
}

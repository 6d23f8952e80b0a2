import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ContractOperation } from '../../../openapi/contract';
import type { Api } from '../../core/api/createApi';
import type { ApiAnswer, ApiRequest, UploadedFile } from '../../core/api/operation';
import { readMultipart } from './uploads';

/** The Fastify URL of an operation: its server URL plus its path with `{param}` → `:param`. */
export const routeUrl = (operation: ContractOperation) =>
  `${operation.serverUrl}${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`;

/** Text header values as the core reads them (a repeated header joined, as HTTP does). */
function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // The host the call was sent to: behind a trusted proxy (TRUST_PROXY), the forwarded one.
  headers.host = request.host;
  return headers;
}

/** The query as Fastify parsed it: a repeated key is a list, `a[b]` keys are kept as text. */
const queryOf = (request: FastifyRequest) => request.query as Record<string, string | string[]>;

/**
 * The neutral request of a call: its JSON body, or the text fields and files of a multipart one
 * (read here, for an operation that takes one; a broken one answers 4xx before the core sees it).
 */
async function apiRequestOf(
  request: FastifyRequest,
  acceptsMultipart: boolean,
): Promise<ApiRequest> {
  let body: unknown = request.body;
  let files: Record<string, UploadedFile> = {};
  if (acceptsMultipart && request.isMultipart()) {
    const multipart = await readMultipart(request);
    body = multipart.fields;
    files = multipart.files;
  }
  const end = request.url.indexOf('?');
  return {
    params: request.params as Record<string, string>,
    query: queryOf(request),
    headers: headersOf(request),
    body,
    files,
    path: end === -1 ? request.url : request.url.slice(0, end),
    ip: request.ip,
    // `request.protocol` honours X-Forwarded-Proto only when TRUST_PROXY is set.
    secure: request.protocol === 'https',
  };
}

/** Writes the core's answer out. */
function send(reply: FastifyReply, answer: ApiAnswer): FastifyReply {
  reply.code(answer.status);
  if (answer.headers !== undefined) reply.headers(answer.headers);
  for (const cookie of answer.cookies ?? []) {
    reply.setCookie(cookie.name, cookie.value, cookie.options);
  }
  if (answer.text !== undefined) return reply.send(Readable.from(answer.text));
  if (answer.json !== undefined) {
    return reply.type('application/json; charset=utf-8').send(answer.json);
  }
  return reply.send(answer.body);
}

/** Options of `registerContractRoutes`. */
export interface ContractRoutesOptions {
  /** Extra Fastify route options by operationId (e.g. a rate limit). */
  routeOptions?: Partial<Record<string, RouteShorthandOptions>>;
}

/**
 * A Fastify route for every operation of the API (method and path from the contract), each
 * handing its call to the core as a neutral request and writing the answer out. Rate limits and
 * the body's parsing are the host's; everything else is the core's.
 */
export function registerContractRoutes(
  app: FastifyInstance,
  api: Api,
  { routeOptions = {} }: ContractRoutesOptions = {},
): void {
  for (const operation of api.operations) {
    const acceptsMultipart = operation.requestBody?.content['multipart/form-data'] !== undefined;
    app.route({
      ...routeOptions[operation.operationId],
      method: operation.method.toUpperCase(),
      url: routeUrl(operation),
      handler: async (request, reply) =>
        send(
          reply,
          await api.handle(operation.operationId, await apiRequestOf(request, acceptsMultipart)),
        ),
    });
  }
}

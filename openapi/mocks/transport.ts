// MSW as the mock API's transport: a request to either API is matched to its operation (the
// generated index), handed to the core as the neutral request the Node host builds, and the
// core's answer written back as a Response.

import { http, type HttpHandler } from 'msw';
import { operations, type OperationInfo } from '../generated/operations';
import type { ApiAnswer, ApiRequest, UploadedFile } from '../../server/core/api/operation';
import type { MockCore } from './core';

/** An operation's path as a pattern of its API's URLs, with its parameters' names. */
interface Route {
  operationId: string;
  method: string;
  pattern: RegExp;
  names: string[];
}

const serverUrl: Record<OperationInfo['api'], string> = { admin: '/api', portal: '/api/portal' };

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Every operation's route, the literal paths first (`/auth/logs` before `/auth/{id}`). */
const routes: Route[] = Object.entries(operations as Record<string, OperationInfo>)
  .map(([operationId, operation]) => {
    const names: string[] = [];
    const source = escape(`${serverUrl[operation.api]}${operation.path}`).replace(
      /\{([^}]+)\}/g,
      (_match, name: string) => {
        names.push(name);
        return '([^/]+)';
      },
    );
    return {
      operationId,
      method: operation.method.toUpperCase(),
      pattern: new RegExp(`^${source}$`),
      names,
    };
  })
  .sort((a, b) => a.names.length - b.names.length);

/** The operation a method and path call, with its path parameters. */
function routeOf(method: string, pathname: string) {
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(pathname);
    if (match === null) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? '');
    });
    return { operationId: route.operationId, params };
  }
  return undefined;
}

/** The query as the Node host reads it: a repeated key is a list. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const existing = query[key];
    query[key] =
      existing === undefined
        ? value
        : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
}

/** The body: parsed JSON, or the text fields and files of a multipart form. */
async function bodyOf(
  request: Request,
): Promise<{ body: unknown; files: Record<string, UploadedFile> } | 'malformed'> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const body: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    for (const [name, value] of form) {
      if (typeof value === 'string') body[name] = value;
      else {
        files[name] = {
          filename: value.name,
          mimetype: value.type,
          bytes: new Uint8Array(await value.arrayBuffer()),
        };
      }
    }
    return { body, files };
  }
  const text = await request.text();
  if (text === '') return { body: undefined, files: {} };
  try {
    return { body: JSON.parse(text) as unknown, files: {} };
  } catch {
    return 'malformed';
  }
}

/** A page's cookies for its mock API (the service worker's requests carry none of their own). */
type CookieJar = Map<string, string>;

function headersOf(request: Request, url: URL, jar: CookieJar): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of request.headers) headers[name.toLowerCase()] = value;
  headers.host = url.host;
  if (jar.size > 0 && headers.cookie === undefined) {
    headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  return headers;
}

/** Writes the core's answer out (keeping the cookies it sets for the next calls). */
function responseOf(answer: ApiAnswer, jar: CookieJar): Response {
  const headers = new Headers(answer.headers);
  for (const cookie of answer.cookies ?? []) {
    if (cookie.options.expires.getTime() <= Date.now()) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  if (answer.text !== undefined) {
    const lines = answer.text[Symbol.asyncIterator]();
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await lines.next();
        if (next.done === true) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
    });
    return new Response(stream, { status: answer.status, headers });
  }
  const json = answer.json ?? (answer.body === undefined ? undefined : JSON.stringify(answer.body));
  if (json !== undefined && !headers.has('content-type')) {
    headers.set('content-type', 'application/json; charset=utf-8');
  }
  return new Response(json ?? null, { status: answer.status, headers });
}

/** The handler of both APIs over one core (`core` opens it on the first call). */
export function coreHandler(core: () => Promise<MockCore>): HttpHandler {
  const jar: CookieJar = new Map();
  return http.all(/\/api\//, async ({ request }) => {
    const url = new URL(request.url);
    const route = routeOf(request.method, url.pathname);
    if (route === undefined) return undefined;
    const read = await bodyOf(request);
    if (read === 'malformed') {
      return Response.json({ message: 'The request body is not valid JSON.' }, { status: 400 });
    }
    const apiRequest: ApiRequest = {
      params: route.params,
      query: queryOf(url),
      headers: headersOf(request, url, jar),
      body: read.body,
      files: read.files,
      path: url.pathname,
      ip: '127.0.0.1',
      secure: url.protocol === 'https:',
    };
    const { api } = await core();
    const answer = await api.handle(route.operationId, apiRequest);
    return responseOf(answer, jar);
  });
}

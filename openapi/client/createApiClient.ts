import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import type { paths } from '../generated/schema';
import { ApiResponseError } from './apiError';
import { readCookie, tokenCookieName } from './cookies';

/**
 * What the client reports to the app, which turns each into the specs' error catalogue:
 * a network failure ('Oops..'), a terminated session ('Error!'), another 401 (straight to
 * sign-in) and a 403 (no permission).
 */
export type ApiEvent =
  | { type: 'network-error'; error: unknown }
  | { type: 'session-terminated' }
  | { type: 'unauthorized' }
  | { type: 'forbidden'; url: string };

export interface ApiClientOptions {
  /** Base URL of the API: absolute, or a path resolved against the page's origin. */
  baseUrl: string;
  /** Returns the bearer token to send; defaults to the token cookie. */
  getToken?: () => string | undefined;
  /** Receives session, permission and network events. */
  onEvent?: (event: ApiEvent) => void;
}

function absolute(baseUrl: string): string {
  // Node has no page to resolve a relative base URL against.
  if (!('location' in globalThis)) return baseUrl;
  return new URL(baseUrl, globalThis.location.origin).href.replace(/\/$/, '');
}

async function isUnauthenticated(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.clone().json();
    return (
      typeof body === 'object' &&
      body !== null &&
      'message' in body &&
      typeof body.message === 'string' &&
      body.message.startsWith('Unauthenticated')
    );
  } catch {
    return false;
  }
}

/** Whether a failed call was cancelled by the app (its signal aborted), not lost on the network. */
export function isCancellation(request: Request | undefined, error: unknown): boolean {
  return (
    request?.signal.aborted === true ||
    (error instanceof Error && (error.name === 'AbortError' || error.name === 'CancelledError'))
  );
}

const methods = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

/**
 * The client the data hooks use: the same calls, but an error answer is handed on as an
 * ApiResponseError that keeps its HTTP status, so screens can tell a 403 from a 500.
 */
function withErrorStatus<Client extends object>(client: Client): Client {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !methods.has(property) || typeof value !== 'function')
        return value;
      return async (...args: unknown[]) => {
        const result: unknown = await Reflect.apply(value, target, args);
        if (typeof result !== 'object' || result === null) return result;
        const { error, response } = result as { error?: unknown; response?: Response };
        return error === undefined
          ? result
          : { ...result, error: new ApiResponseError(error, response?.status ?? 500) };
      };
    },
  });
}

/**
 * Creates the typed client for the API: openapi-fetch for calls, openapi-react-query hooks for
 * screens. Validation errors (422) and all other answers reach the caller untouched.
 */
export function createApiClient({
  baseUrl,
  getToken = () => readCookie(tokenCookieName),
  onEvent,
}: ApiClientOptions) {
  // Resolve fetch per call: MSW patches globalThis.fetch after clients may have been created.
  const fetchClient = createFetchClient<paths>({
    baseUrl: absolute(baseUrl),
    fetch: (request) => globalThis.fetch(request),
  });

  const session: Middleware = {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ request, response }) {
      if (response.status === 401) {
        onEvent?.({
          type: (await isUnauthenticated(response)) ? 'session-terminated' : 'unauthorized',
        });
      } else if (response.status === 403) {
        onEvent?.({ type: 'forbidden', url: request.url });
      }
      return response;
    },
    onError({ request, error }) {
      // A call the app cancelled itself (a screen left, a refetch replacing it) is no failure.
      if (!isCancellation(request, error)) onEvent?.({ type: 'network-error', error });
      return error instanceof Error ? error : new Error(String(error));
    },
  };
  fetchClient.use(session);

  return { fetch: fetchClient, query: createQueryHooks(withErrorStatus(fetchClient)) };
}

/** A client made by `createApiClient`. */
export type ApiClient = ReturnType<typeof createApiClient>;

import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import { ApiResponseError } from './apiError';
import { readCookie, tokenCookieName } from './cookies';
import type { AdminPaths, PortalPaths } from './paths';
import { readPortalSession } from './portalSession';

/**
 * What the admin client reports to the app, which turns each into the specs' error catalogue:
 * a network failure ('Oops..'), a terminated session ('Error!'), another 401 (straight to
 * sign-in) and a 403 (no permission).
 */
export type ApiEvent =
  | { type: 'network-error'; error: unknown }
  /** `token`: the bearer token the refused call carried (none: it was sent without one). */
  | { type: 'session-terminated'; token: string | undefined }
  | { type: 'unauthorized'; token: string | undefined }
  | { type: 'forbidden'; url: string };

/**
 * What the portal client reports to the app: a network failure, a 401 (no verified session, or
 * it ended: `hadSession` tells which; `url` which call) and a 403 (another number's data).
 */
export type PortalApiEvent =
  | { type: 'network-error'; error: unknown; url: string }
  | { type: 'unauthenticated'; url: string; hadSession: boolean }
  | { type: 'forbidden'; url: string };

export interface ApiClientOptions {
  /** Base URL of the API: absolute, or a path resolved against the page's origin. */
  baseUrl: string;
  /** Returns the bearer token to send; defaults to the admin `token` cookie. */
  getToken?: () => string | undefined;
  /** Receives session, permission and network events. */
  onEvent?: (event: ApiEvent) => void;
}

export interface PortalClientOptions {
  /** Base URL of the portal API: absolute, or a path resolved against the page's origin. */
  baseUrl: string;
  /** Returns the portal session token to send; defaults to the session verify-otp issued. */
  getToken?: () => string | undefined;
  /** Receives session, permission and network events. */
  onEvent?: (event: PortalApiEvent) => void;
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
function withErrorStatus<Fetch extends object>(client: Fetch): Fetch {
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
          : {
              ...result,
              error: new ApiResponseError(
                error,
                response?.status ?? 500,
                response?.headers.get('Retry-After') ?? undefined,
              ),
            };
      };
    },
  });
}

/** What one API's client needs: where it is, the bearer token, and how it reports answers. */
interface ClientSetup {
  baseUrl: string;
  getToken: () => string | undefined;
  onResponse: (request: Request, response: Response, token: string | undefined) => Promise<void>;
  onNetworkError: (error: unknown, request: Request) => void;
}

/** openapi-fetch for calls and openapi-react-query hooks for screens, typed on `Paths`. */
function createTypedClient<Paths extends object>({
  baseUrl,
  getToken,
  onResponse,
  onNetworkError,
}: ClientSetup) {
  // Resolve fetch per call: MSW patches globalThis.fetch after clients may have been created.
  const fetchClient: Client<Paths> = createFetchClient<Paths>({
    baseUrl: absolute(baseUrl),
    fetch: (request) => globalThis.fetch(request),
  });
  const sentTokens = new WeakMap<Request, string>();
  const session: Middleware = {
    onRequest({ request }) {
      const token = getToken();
      if (token) {
        request.headers.set('Authorization', `Bearer ${token}`);
        sentTokens.set(request, token);
      }
      return request;
    },
    async onResponse({ request, response }) {
      await onResponse(request, response, sentTokens.get(request));
      return response;
    },
    onError({ error, request }) {
      // A call the app cancelled itself (a screen left, a refetch replacing it) is no failure.
      if (!isCancellation(request, error)) onNetworkError(error, request);
      return error instanceof Error ? error : new Error(String(error));
    },
  };
  fetchClient.use(session);
  return { fetch: fetchClient, query: createQueryHooks(withErrorStatus(fetchClient)) };
}

/**
 * Creates the typed client of the admin API: it accepts only admin paths and sends the admin
 * bearer token. Validation errors (422) and all other answers reach the caller untouched.
 */
export function createApiClient({
  baseUrl,
  getToken = () => readCookie(tokenCookieName),
  onEvent,
}: ApiClientOptions) {
  return createTypedClient<AdminPaths>({
    baseUrl,
    getToken,
    async onResponse(request, response, token) {
      if (response.status === 401) {
        onEvent?.({
          type: (await isUnauthenticated(response)) ? 'session-terminated' : 'unauthorized',
          token,
        });
      } else if (response.status === 403) {
        onEvent?.({ type: 'forbidden', url: request.url });
      }
    },
    onNetworkError: (error) => onEvent?.({ type: 'network-error', error }),
  });
}

/**
 * Creates the typed client of the customer portal API: it accepts only portal paths and sends
 * the portal session that verify-otp issued, never the admin token cookie.
 */
export function createPortalClient({
  baseUrl,
  getToken = () => readPortalSession()?.session_token,
  onEvent,
}: PortalClientOptions) {
  return createTypedClient<PortalPaths>({
    baseUrl,
    getToken,
    onResponse(request, response, token) {
      if (response.status === 401) {
        onEvent?.({ type: 'unauthenticated', url: request.url, hadSession: token !== undefined });
      } else if (response.status === 403) {
        onEvent?.({ type: 'forbidden', url: request.url });
      }
      return Promise.resolve();
    },
    onNetworkError: (error, request) =>
      onEvent?.({ type: 'network-error', error, url: request.url }),
  });
}

/** A client made by `createApiClient`: the admin API. */
export type ApiClient = ReturnType<typeof createApiClient>;

/** A client made by `createPortalClient`: the customer portal API. */
export type PortalApiClient = ReturnType<typeof createPortalClient>;

// The neutral request and answer of one call of an operation, and what its handler gets and
// answers: the core knows no HTTP server. A host (Fastify in server/node, MSW in the mock API)
// routes a call to its operation, builds the request, and writes the answer out.

import type { ContractOperation } from '../../../openapi/contract';
import type { AuthUser } from '../ports';

/** A file of a multipart body. */
export interface UploadedFile {
  /** The name the client gave it (never used as a path). */
  filename: string;
  /** The type the client said it is (never trusted: uploads are recognised by content). */
  mimetype: string;
  bytes: Uint8Array;
}

/** What a host hands the core for one call of an operation (already routed). */
export interface ApiRequest {
  /** Path parameters, as text. */
  params: Record<string, string>;
  /** The query as sent: a repeated key is a list, `a[b]` keys are kept as they are. */
  query: Record<string, string | string[]>;
  /**
   * Lower-case names (authorization, cookie, origin, referer, content-type…). `host` is the host
   * the call was sent to (behind a trusted proxy, the one it forwarded).
   */
  headers: Record<string, string | undefined>;
  /** The parsed JSON body, or the text fields of a multipart one (undefined: none). */
  body: unknown;
  /** The files of a multipart body, by field name. */
  files: Record<string, UploadedFile>;
  /** The path as sent, without the query (the operation log records it). */
  path: string;
  /** The client's address. */
  ip: string;
  /** Whether the call came over https (the session cookie is then Secure). */
  secure: boolean;
}

/** Options of a cookie an answer sets; one expiring in the past clears it. */
export interface CookieOptions {
  path: string;
  httpOnly: boolean;
  sameSite: 'lax' | 'strict' | 'none';
  secure: boolean;
  expires: Date;
}

/** A cookie an answer sets (or clears). */
export interface ApiCookie {
  name: string;
  value: string;
  options: CookieOptions;
}

/** What the core answers; the host writes it out. */
export interface ApiAnswer {
  status: number;
  /** A JSON value. */
  body?: unknown;
  /** The body already serialized as JSON (a kept answer). */
  json?: string;
  /** Streamed text (a CSV export), with its content type in `headers`. */
  text?: AsyncIterable<string>;
  headers?: Record<string, string>;
  cookies?: ApiCookie[];
}

/** What a handler gets: the operation and its request, validated and coerced to the schemas. */
export interface OperationContext {
  operation: ContractOperation;
  /** The request as sent (deepObject query parameters are read from its raw query). */
  request: ApiRequest;
  /** Path parameters, coerced (ids are numbers). */
  params: Record<string, unknown>;
  /** Query parameters the contract declares, coerced; empty values are left out. */
  query: Record<string, unknown>;
  /** The JSON body, or the text fields of a multipart one (an empty object when there is none). */
  body: Record<string, unknown>;
  /** The files of a multipart body, by field name. */
  files: Record<string, UploadedFile>;
  /** The signed-in administrator, for operations that require one. */
  user: AuthUser | undefined;
  /** The verified number of the portal session, for the msisdn-scoped portal operations. */
  portalMsisdn: string | undefined;
}

/** A handler's answer: status (200 unless given), and a JSON body or streamed text. */
export interface OperationResult {
  status?: number;
  body?: unknown;
  text?: AsyncIterable<string>;
  headers?: Record<string, string>;
  cookies?: ApiCookie[];
}

/** Implements one operation of the contract. */
export type OperationHandler = (context: OperationContext) => Promise<OperationResult>;

/** Handlers by operationId: one for every operation of the contract. */
export type OperationHandlers = Partial<Record<string, OperationHandler>>;

/** How the core finds the administrator of a request (`method`: the operation's, for the CSRF check). */
export type Authenticator = (request: ApiRequest, method: string) => Promise<AuthUser | undefined>;

/** How the core finds the verified number of a portal session's bearer token. */
export type PortalAuthenticator = (request: ApiRequest) => Promise<string | undefined>;

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerTokenOf(request: Pick<ApiRequest, 'headers'>): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The cookies of a request (`Cookie` header), their values decoded as the browser encoded them. */
export function cookiesOf(request: Pick<ApiRequest, 'headers'>): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at === -1) continue;
    const name = pair.slice(0, at).trim();
    if (name === '' || name in cookies) continue;
    let value = pair.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/** How a failed call failed, as screens tell it apart. */
export type ApiErrorKind =
  'network' | 'unauthenticated' | 'forbidden' | 'not-found' | 'validation' | 'server';

/** A failed call, classified for a screen. */
export interface ApiFailure {
  /** What went wrong. */
  kind: ApiErrorKind;
  /** The HTTP status, absent for a network failure. */
  status?: number;
  /** The server's message, when it sent one. */
  message?: string;
  /** Laravel field errors of a 422 answer. */
  errors: Record<string, string[]>;
}

/** An error answer thrown as an Error, carrying the parsed body the server sent. */
export class ApiResponseError extends Error {
  /** The parsed error body. */
  readonly body: unknown;
  /** The HTTP status of the answer. */
  readonly status: number;
  /** How long the server asked to wait before asking again (its Retry-After), in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(body: unknown, status: number, retryAfterSeconds?: number) {
    super(
      typeof body === 'object' &&
        body !== null &&
        'message' in body &&
        typeof body.message === 'string'
        ? body.message
        : `The API answered ${String(status)}`,
    );
    this.name = 'ApiResponseError';
    this.body = body;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The seconds a Retry-After header asks to wait: a number of seconds or an HTTP date (counted
 * from `now`, never below 0); undefined without a readable header.
 */
export function retryAfterSecondsOf(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^-?\d+$/.test(value)) return value.startsWith('-') ? undefined : Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function kindOf(status: number): ApiErrorKind {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 422) return 'validation';
  return 'server';
}

/**
 * Classifies what a failed call threw: an ApiResponseError for an error answer (the data hooks
 * throw these), any other Error for a network failure.
 */
export function apiFailure(error: unknown): ApiFailure {
  if (!(error instanceof ApiResponseError)) return { kind: 'network', errors: {} };
  const { body, status } = error;
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
  const errors: Record<string, string[]> = {};
  if (isRecord(body) && isRecord(body.errors)) {
    for (const [field, list] of Object.entries(body.errors)) {
      if (Array.isArray(list)) errors[field] = list.filter((m) => typeof m === 'string');
    }
  }
  return { kind: kindOf(status), status, message, errors };
}

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
  /** The answer's Retry-After header as sent (how long to wait before asking again), if any. */
  readonly retryAfter: string | undefined;

  constructor(body: unknown, status: number, retryAfter?: string) {
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
    this.retryAfter = retryAfter;
  }
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

/** How many times a failed query is asked again before its screen shows the failure. */
const retries = 1;

/**
 * Whether a failed query is asked again (TanStack Query's `retry`): once after a network failure
 * or a server error (5xx), never after another answer (401, 403, 404, 422, 429): asking again
 * gets the same answer, so a missing record shows 'Not Found' at once, and a 401 answered to a
 * call made before sign-in is not asked again after it.
 */
export function retryFailedQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= retries) return false;
  return !(error instanceof ApiResponseError) || error.status >= 500;
}

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
  /** The parsed error body (stamped with its HTTP status by the client). */
  readonly body: unknown;

  constructor(body: unknown) {
    super('The API answered with an error');
    this.name = 'ApiResponseError';
    this.body = body;
  }
}

/** Body key under which the client records the HTTP status of an error answer. */
export const statusKey = 'httpStatus';

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
 * Classifies what a failed call threw or returned: openapi-fetch throws an Error when the network
 * fails and hands over the parsed body otherwise, which the client has stamped with its status.
 */
export function apiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiResponseError) return apiFailure(error.body);
  if (error instanceof Error || !isRecord(error)) {
    return { kind: 'network', errors: {} };
  }
  const status = typeof error[statusKey] === 'number' ? error[statusKey] : 500;
  const message = typeof error.message === 'string' ? error.message : undefined;
  const errors: Record<string, string[]> = {};
  if (isRecord(error.errors)) {
    for (const [field, list] of Object.entries(error.errors)) {
      if (Array.isArray(list)) errors[field] = list.filter((m) => typeof m === 'string');
    }
  }
  return { kind: kindOf(status), status, message, errors };
}

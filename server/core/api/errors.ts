import type { FastifyError, FastifyInstance } from 'fastify';
import { errorMessages, type ValidationErrors } from '../../../domain/laravel';
import { ErrorBag } from './laravelErrors';

/** An error answered as JSON with its status, body and headers (thrown by handlers). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string } | ValidationErrors,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

/** 401, the contract's UnauthenticatedError. */
export const unauthenticated = () => new HttpError(401, { message: errorMessages.unauthenticated });

/** 404 for an id with no record. */
export const recordNotFound = () => new HttpError(404, { message: errorMessages.notFound });

/** 422 with one message on one field. */
export function invalid(field: string, message: string): HttpError {
  const bag = new ErrorBag();
  bag.add(field, message);
  return new HttpError(422, bag.toBody());
}

/**
 * 429 for a one-time-code limit of a number or an account, saying when to come back (rounded up
 * to minutes; Retry-After in seconds).
 */
export function otpLimitReached(
  limit: 'sends' | 'failures',
  retryAfterSeconds: number,
  whose: 'number' | 'account',
): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = `Try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`;
  const message =
    limit === 'sends'
      ? `Too many codes were sent to this ${whose}. ${wait}`
      : `Too many wrong codes for this ${whose}. ${wait}`;
  return new HttpError(429, { message }, { 'Retry-After': String(retryAfterSeconds) });
}

/** 422 from a filled error bag. */
export const validationFailed = (bag: ErrorBag) => new HttpError(422, bag.toBody());

const statusMessages: Record<number, string> = {
  400: 'Bad request.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request body is too large.',
  415: 'Unsupported media type.',
  429: 'Too Many Attempts.',
};

/**
 * Answers every error as `{message}` JSON. Client errors keep a safe message; anything else is
 * logged with its stack and answered with a generic 500, so internals never reach the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ message: statusMessages[429] });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code }, error.message);
      // Fastify's own texts can echo internals (parser details); answer fixed ones instead.
      const message =
        error instanceof SyntaxError ||
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : (statusMessages[status] ?? 'Bad request.');
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server Error' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }));
}

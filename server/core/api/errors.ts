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

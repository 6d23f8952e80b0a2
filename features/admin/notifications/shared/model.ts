import { apiFailure } from '@api';

/**
 * The text of an error toast for a failed write: the server's message (admin §8), or a plain
 * sentence when there is none (no network, or a body without one).
 */
export function failureMessage(error: unknown): string {
  const failure = apiFailure(error);
  if (failure.message !== undefined && failure.message !== '') return failure.message;
  return failure.kind === 'network'
    ? 'There is some problem in your network!'
    : 'Something went wrong. Please try again.';
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../../core/api/errors';

const statusMessages: Record<number, string> = {
  400: 'Bad request.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request body is too large.',
  415: 'Unsupported media type.',
  429: 'Too Many Attempts.',
};

/**
 * Answers every error of the host as `{message}` JSON (the core answers its own): client errors
 * keep a safe message; anything else is logged with its stack and answered with a generic 500,
 * so internals never reach the client.
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

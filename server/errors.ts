import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { everyResponseHeaders } from './security-headers.ts';

const clientMessages: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large (the limit is 16 KB)',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
};

/**
 * Every error leaves as `{ message }` JSON. Client errors keep their (safe, generic) message;
 * anything else is logged and answered with a fixed text, never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = clientMessages[error.code] ?? error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });

  // Reached by non-GET requests outside /api and by a missing site build.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
}

/** An error the error handler answers with this status and message. */
export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/**
 * A request the router cannot even decode (a broken %-escape in the URL). It never reaches a
 * route or its hooks, so the security headers (those of a JSON answer) are added here.
 */
export function answerMalformedRequest(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.headers(everyResponseHeaders).code(400).send({ message: 'Malformed request' });
}

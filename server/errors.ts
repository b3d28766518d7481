import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { submissionBodyLimitBytes } from '../src/domain/submission-body-limit.ts';
import { everyResponseHeaders } from './security-headers.ts';

const clientMessages: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body is too large (the limit is ${Math.floor(submissionBodyLimitBytes / 1000)} kB)`,
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
  FST_CP_ERR_INVALID_CONTENT: 'Request body could not be decompressed',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'Content-Encoding must be gzip, deflate, br or identity',
};

/**
 * Our own errors (httpError) say what they were written to say. Fastify's and its plugins'
 * can quote the request (@fastify/compress puts the Content-Encoding header in its message):
 * a code with no text of ours gets the status's own name, never what the client sent.
 */
function clientMessage(error: FastifyError, status: number): string {
  const known = clientMessages[error.code];
  if (known !== undefined) return known;
  return error.code === undefined ? error.message : (STATUS_CODES[status] ?? 'Bad Request');
}

/**
 * Every error leaves as `{ message }` JSON. Client errors keep their (safe, generic) message;
 * anything else is logged and answered with a fixed text, never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error, status) });
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

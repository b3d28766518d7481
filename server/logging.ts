/**
 * Request logs carry what operators need (method, path, status, duration) and nothing a
 * visitor typed: no bodies, no query strings, no headers.
 */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.ts';

export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    // Defence in depth: should anything ever log a request, its headers and body are cut.
    redact: {
      paths: ['req.headers', 'req.body', 'res.headers', 'headers', 'body'],
      remove: true,
    },
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        path: pathOnly(request.url),
      }),
      res: (reply: { statusCode: number }) => ({ status: reply.statusCode }),
      // Database errors can quote the offending value (an email in a duplicate-key detail).
      err: (error: Error & { code?: unknown }) => ({
        type: error.name,
        code: error.code,
        message: error.message,
        stack: error.stack ?? '',
      }),
    },
  };
}

/** One line per request, written when the response is done. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: pathOnly(request.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}

export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

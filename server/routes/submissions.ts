import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import { submissionBodyLimitBytes } from '../../src/domain/submission-body-limit.ts';
import type { Db } from '../db/connect.ts';
import { parseIdempotencyKey } from '../submissions/idempotency-key.ts';
import { applicationKind, dataRequestKind, inquiryKind } from '../submissions/kinds.ts';
import { type SubmissionKind, submit } from '../submissions/submit.ts';

/** Derived from the forms' field limits: a body they allow is never too large. */
export const submissionBodyLimit = submissionBodyLimitBytes;

export interface SubmissionRouteOptions {
  db: Db;
  /** One limiter shared by every endpoint, so the budget is per IP, not per endpoint. */
  limitPosts: onRequestHookHandler;
  /** From when a body without consent is refused (config.ts). */
  consentRequiredFrom: Date;
}

export const submissionRoutes: FastifyPluginAsync<SubmissionRouteOptions> = async (
  api,
  { db, limitPosts, consentRequiredFrom },
) => {
  // Only JSON is accepted: without this parser a text/plain body reaches the handler as text.
  api.removeContentTypeParser('text/plain');

  const route = <T extends object>(url: string, kind: SubmissionKind<T>) =>
    api.post(url, { onRequest: limitPosts, bodyLimit: submissionBodyLimit }, (request, reply) =>
      handle(db, kind, consentRequiredFrom, request, reply),
    );
  route('/inquiries', inquiryKind);
  route('/applications', applicationKind);
  route('/data-requests', dataRequestKind);
};

async function handle<T extends object>(
  db: Db,
  kind: SubmissionKind<T>,
  consentRequiredFrom: Date,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // A body in any other type is refused by the parser; this catches a POST with no body at all.
  if (request.body === undefined) {
    return reply.code(415).send({ message: 'Content-Type must be application/json' });
  }
  const key = parseIdempotencyKey(request.headers['idempotency-key']);
  const outcome = await submit(db, kind, request.body, key, { consentRequiredFrom });
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(outcome.status).send(outcome.body);
}

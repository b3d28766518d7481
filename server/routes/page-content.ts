import type { FastifyPluginAsync } from 'fastify';
import { noContentIfAbsent } from '../../src/domain/content/absent-content.ts';
import { isPageName } from '../../src/domain/content/types.ts';
import type { Db } from '../db/connect.ts';
import { findPageContent } from '../db/page-content.ts';
import { matchesIfNoneMatch } from '../etag.ts';

/**
 * Stored content as it was saved. `no-cache` with a strong ETag: every visit asks, and an
 * unchanged page costs one 304, so new content shows at once.
 */
export const pageContentRoutes: FastifyPluginAsync<{ db: Db }> = async (api, { db }) => {
  api.get<{ Params: { page: string } }>('/page-content/:page', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const { page } = request.params;
    if (!isPageName(page)) return reply.code(404).send({ message: 'Unknown page' });

    const stored = await findPageContent(db, page);
    if (stored === undefined) {
      if (prefers(request.headers.prefer, noContentIfAbsent)) {
        return reply.code(204).header('preference-applied', noContentIfAbsent).send();
      }
      return reply.code(404).send({ message: 'No content stored for this page' });
    }

    reply.header('etag', stored.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], stored.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(stored.json);
  });
};

/** Whether a `Prefer` header (RFC 7240: comma-separated, possibly repeated) asks for `token`. */
function prefers(header: string | string[] | undefined, token: string): boolean {
  const values = Array.isArray(header) ? header : header === undefined ? [] : [header];
  return values.some((value) =>
    value.split(',').some((preference) => preference.trim().split(';')[0]?.trim() === token),
  );
}

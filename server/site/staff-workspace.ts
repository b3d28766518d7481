/**
 * The staff workspace's pages (decision 055): every path under /staff answers its one document,
 * which the browser never keeps (no-store: the next person on a shared computer must not get a
 * signed-in page from the back button) and search engines never index. The document's security
 * headers are those of every page (server/security-headers.ts); its hashed assets are kept like
 * the site's (cache-policy.ts).
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staffWorkspaceBase, staffWorkspaceFile } from '../../src/domain/staff-workspace.ts';

/** Not in any search engine's index, whatever links to it. */
export const noindexHeader = { 'x-robots-tag': 'noindex' } as const;

export function registerStaffWorkspace(
  app: FastifyInstance,
  root: string,
  sendNotFound: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const built = await stat(join(root, staffWorkspaceFile)).then(
      (found) => found.isFile(),
      () => false,
    );
    if (!built) return sendNotFound(request, reply);
    reply.headers(noindexHeader);
    return reply.sendFile(staffWorkspaceFile);
  };
  app.get(staffWorkspaceBase, answer);
  app.get(`${staffWorkspaceBase}/*`, answer);
}

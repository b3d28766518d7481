import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/** For monitors: healthy only when the database answers. */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (api, { db }) => {
  api.get('/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};

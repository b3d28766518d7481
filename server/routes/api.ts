import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/connect.ts';
import { httpError } from '../errors.ts';
import { healthRoutes } from './health.ts';
import { pageContentRoutes } from './page-content.ts';
import { type StaffOptions, staffRoutes } from './staff.ts';
import { submissionRoutes } from './submissions.ts';

export interface ApiOptions {
  db: Db;
  /** POSTs per client IP per minute. */
  rateLimitMax: number;
  /** From when a body without consent is refused (config.ts). */
  consentRequiredFrom: Date;
  staff: Omit<StaffOptions, 'db'>;
}

/** Everything under /api. Unknown API paths get JSON 404s, never the app shell. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (
  api,
  { db, rateLimitMax, consentRequiredFrom, staff },
) => {
  const limitPosts = api.rateLimit({
    max: rateLimitMax,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) =>
      httpError(
        context.statusCode,
        `Too many submissions from this network; retry in ${context.after}`,
      ),
  });

  await api.register(healthRoutes, { db });
  await api.register(pageContentRoutes, { db });
  await api.register(submissionRoutes, { db, limitPosts, consentRequiredFrom });
  await api.register(staffRoutes, { prefix: '/staff', db, ...staff });

  const notFound = async () => {
    throw httpError(404, 'Not found');
  };
  api.all('/', notFound);
  api.all('/*', notFound);
};

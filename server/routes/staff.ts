/**
 * Everything under /api/staff: the workspace's API (docs/product.md §7.6). Each route here, and
 * any added later, inherits three rules: `Cache-Control: no-store` on every answer (no staff
 * data stays in a cache), a state-changing request only from the site's own origin (a page on
 * another site cannot make a signed-in browser act), and `request.staff` resolved from the
 * session cookie (server/staff/guard.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Retention, StaffSessionLimits } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { httpError } from '../errors.ts';
import { registerStaffSession } from '../staff/guard.ts';
import { relyingParty } from '../staff/relying-party.ts';
import { type SignInLimits, tooManySignInsMessage } from '../staff/sign-in-limits.ts';
import { staffAccountRoutes } from './staff-accounts.ts';
import { staffAuthRoutes } from './staff-auth.ts';
import { staffLeadRoutes } from './staff-leads.ts';
import { staffPasskeyRoutes } from './staff-passkeys.ts';
import { staffPeopleRoutes } from './staff-people.ts';
import { staffPersonalDataRoutes } from './staff-personal-data.ts';

export interface StaffOptions {
  db: Db;
  /** The configured site origin (config.ts `siteOrigin`). */
  siteOrigin: string;
  sessions: StaffSessionLimits;
  signInLimits: SignInLimits;
  /** Working hours a lead may stay New before the inbox shows it overdue (config.ts). */
  newLeadOverdueHours: number;
  /** How long records are kept, and who hosts the server: a person's access summary says both. */
  retention: Retention;
  hostingProvider: string | undefined;
  /** Now, for sessions, links and the inbox: tests move it instead of waiting. */
  clock: () => Date;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
export const foreignOriginMessage = 'Request origin not allowed';

export const staffRoutes: FastifyPluginAsync<StaffOptions> = async (api, given) => {
  // Only what the routes need: Fastify's own `prefix` must not reach the children.
  const {
    db,
    siteOrigin,
    sessions,
    signInLimits,
    newLeadOverdueHours,
    retention,
    hostingProvider,
    clock,
  } = given;
  const options: StaffOptions = {
    db,
    siteOrigin,
    sessions,
    signInLimits,
    newLeadOverdueHours,
    retention,
    hostingProvider,
    clock,
  };
  api.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  // Browsers send Origin with every POST, PUT, PATCH and DELETE; a request without one did not
  // come from the workspace's pages either.
  api.addHook('onRequest', async (request) => {
    if (!safeMethods.has(request.method) && request.headers.origin !== options.siteOrigin) {
      throw httpError(403, foreignOriginMessage);
    }
  });
  registerStaffSession(api, { db: options.db, limits: options.sessions, clock: options.clock });

  const limitSignIn = api.rateLimit({
    max: options.signInLimits.perAddressPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) =>
      httpError(context.statusCode, tooManySignInsMessage),
  });
  const rp = relyingParty(options.siteOrigin);
  await api.register(staffAuthRoutes, { ...options, rp, limitSignIn });
  await api.register(staffPasskeyRoutes, { ...options, rp });
  await api.register(staffAccountRoutes, options);
  await api.register(staffPeopleRoutes, options);
  await api.register(staffLeadRoutes, options);
  await api.register(staffPersonalDataRoutes, options);

  const notFound = async () => {
    throw httpError(404, 'Not found');
  };
  api.all('/', notFound);
  api.all('/*', notFound);
};

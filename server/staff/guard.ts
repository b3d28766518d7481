/**
 * Who is signed in, for every route under /api/staff. `registerStaffSession` resolves the cookie
 * once per request into `request.staff` (null when signed out); routes then say what they need:
 *
 *   api.get('/leads', { preHandler: requireStaff }, async (request) => {
 *     const staff = signedInStaff(request);  // the StaffAccount, typed, never null here
 *   });
 *   api.post('/accounts', { preHandler: requireAdmin }, …);
 *
 * Register new staff routes inside the staff plugin (server/routes/staff.ts) so they get this,
 * the Origin check and `Cache-Control: no-store` too.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { StaffSessionLimits } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { StaffAccount } from '../db/staff-accounts.ts';
import { resolveSession } from '../db/staff-sessions.ts';
import { httpError } from '../errors.ts';
import { clearSessionCookie, sessionToken } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff account; null when signed out (see server/staff/guard.ts). */
    staff: StaffAccount | null;
  }
}

export const signedOutMessage = 'Sign in to continue';
export const adminOnlyMessage = 'Only an admin can do that';

export interface SessionContext {
  db: Db;
  limits: StaffSessionLimits;
  clock: () => Date;
}

export function registerStaffSession(scope: FastifyInstance, context: SessionContext): void {
  scope.decorateRequest('staff', null);
  scope.addHook('onRequest', async (request, reply) => {
    const token = sessionToken(request);
    if (token === undefined) return;
    request.staff =
      (await resolveSession(context.db, token, context.clock(), context.limits)) ?? null;
    // A cookie that no longer names a session is dropped, so the browser stops sending it.
    if (request.staff === null) clearSessionCookie(reply);
  });
}

/** 401 unless signed in. */
export const requireStaff: preHandlerAsyncHookHandler = async (request) => {
  signedInStaff(request);
};

/** 401 unless signed in, 403 unless an admin. */
export const requireAdmin: preHandlerAsyncHookHandler = async (request) => {
  if (signedInStaff(request).role !== 'admin') throw httpError(403, adminOnlyMessage);
};

/** The signed-in account; throws the 401 when there is none. */
export function signedInStaff(request: FastifyRequest): StaffAccount {
  if (request.staff === null) throw httpError(401, signedOutMessage);
  return request.staff;
}

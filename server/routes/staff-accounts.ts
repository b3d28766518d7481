/**
 * Admins manage staff accounts (docs/product.md §7.6). The changes themselves are the same as the
 * CLI's (server/staff/account-actions.ts); here the actor is the signed-in admin.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { checkStaffAccountInput, enrolmentLink } from '../../src/domain/staff-accounts.ts';
import { auditAction } from '../db/audit.ts';
import { listStaffAccounts } from '../db/staff-accounts.ts';
import { deletePasskey } from '../db/staff-passkeys.ts';
import { httpError } from '../errors.ts';
import { addStaffAccount, reissueEnrolmentLink, setStaffAccess } from '../staff/account-actions.ts';
import { adminOnlyMessage, requireAdmin, requireStaff, signedInStaff } from '../staff/guard.ts';
import { bodyFields } from '../staff/request-body.ts';
import type { StaffOptions } from './staff.ts';

export const emailTakenMessage = 'Someone already has that email.';
const noAccountMessage = 'No staff account has that id.';

interface AccountParams {
  id: string;
}

export const staffAccountRoutes: FastifyPluginAsync<StaffOptions> = async (api, options) => {
  const { db, clock, siteOrigin } = options;
  const actor = (request: FastifyRequest) => ({ staffAccountId: signedInStaff(request).id });

  api.get('/accounts', { preHandler: requireAdmin }, async () => ({
    accounts: await listStaffAccounts(db, clock()),
  }));

  api.post('/accounts', { preHandler: requireAdmin }, async (request, reply) => {
    const checked = checkStaffAccountInput(bodyFields(request));
    if (!checked.ok) throw httpError(400, checked.message);
    const added = await addStaffAccount(db, checked.value, actor(request), clock());
    if (added === 'email-taken') throw httpError(409, emailTakenMessage);
    return reply.code(201).send({
      account: added.account,
      enrolmentLink: enrolmentLink(siteOrigin, added.enrolment.token),
      expiresAt: added.enrolment.expiresAt.toISOString(),
    });
  });

  api.post<{ Params: AccountParams }>(
    '/accounts/:id/enrolment-link',
    { preHandler: requireAdmin },
    async (request) => {
      const issued = await reissueEnrolmentLink(db, request.params.id, actor(request), clock());
      if (!issued) throw httpError(404, noAccountMessage);
      return {
        enrolmentLink: enrolmentLink(siteOrigin, issued.token),
        expiresAt: issued.expiresAt.toISOString(),
      };
    },
  );

  for (const access of ['disable', 'enable'] as const) {
    api.post<{ Params: AccountParams }>(
      `/accounts/:id/${access}`,
      { preHandler: requireAdmin },
      async (request) => {
        const account = await setStaffAccess(
          db,
          request.params.id,
          access,
          actor(request),
          clock(),
        );
        if (!account) throw httpError(404, noAccountMessage);
        return { account };
      },
    );
  }

  // Anyone may remove their own passkey (a lost laptop); only an admin someone else's.
  api.delete<{ Params: AccountParams & { passkeyId: string } }>(
    '/accounts/:id/passkeys/:passkeyId',
    { preHandler: requireStaff },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const { id, passkeyId } = request.params;
      if (staff.role !== 'admin' && staff.id !== id) throw httpError(403, adminOnlyMessage);
      const removed = await db.transaction().execute(async (trx) => {
        if (!(await deletePasskey(trx, id, passkeyId))) return false;
        await auditAction(trx, actor(request), {
          command: 'passkey remove',
          recordCount: 1,
          filter: ['--account', id],
          at: clock(),
        });
        return true;
      });
      if (!removed) throw httpError(404, 'That account has no such passkey.');
      return reply.code(204).send();
    },
  );
};

/**
 * A signed-in person adds another passkey (a laptop beside the phone) without a new link, which
 * would revoke the first. The ceremony is enrolment's (server/staff/registration.ts); the proof of
 * who they are is their session.
 */
import type { FastifyPluginAsync } from 'fastify';
import { auditAction } from '../db/audit.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { insertPasskey } from '../db/staff-passkeys.ts';
import { httpError } from '../errors.ts';
import { requireStaff, signedInStaff } from '../staff/guard.ts';
import {
  beginRegistration,
  completeRegistration,
  registrationFailedMessage,
} from '../staff/registration.ts';
import type { RelyingParty } from '../staff/relying-party.ts';
import { bodyFields } from '../staff/request-body.ts';
import type { StaffOptions } from './staff.ts';

/** One pending addition per account: asking again replaces the challenge. */
const challengeId = (accountId: string) => `add:${accountId}`;

export const staffPasskeyRoutes: FastifyPluginAsync<StaffOptions & { rp: RelyingParty }> = async (
  api,
  { db, rp, clock },
) => {
  api.post('/passkeys/options', { preHandler: requireStaff }, async (request) => {
    const account = signedInStaff(request);
    return { options: await beginRegistration(db, rp, account, challengeId(account.id), clock()) };
  });

  api.post('/passkeys', { preHandler: requireStaff }, async (request, reply) => {
    const account = signedInStaff(request);
    const now = clock();
    const fields = bodyFields(request);
    const passkey = await completeRegistration(db, rp, fields, challengeId(account.id), now);
    try {
      await db.transaction().execute(async (trx) => {
        await insertPasskey(trx, { ...passkey, accountId: account.id }, now);
        await auditAction(
          trx,
          { staffAccountId: account.id },
          {
            command: 'passkey add',
            recordCount: 1,
            filter: ['--account', account.id],
            at: now,
          },
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw httpError(400, registrationFailedMessage);
      throw error;
    }
    return reply.code(201).send({
      passkey: {
        id: passkey.id,
        label: passkey.label,
        createdAt: now.toISOString(),
        lastUsedAt: null,
      },
    });
  });
};

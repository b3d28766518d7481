/**
 * What an admin does to staff accounts, the same from the CLI and the workspace: each change and
 * its audit entry commit together, so no change goes unrecorded and no entry records a change
 * that did not happen.
 */
import { randomUUID } from 'node:crypto';
import type { StaffAccountInput } from '../../src/domain/staff-accounts.ts';
import { type Actor, auditAction } from '../db/audit.ts';
import type { Db } from '../db/connect.ts';
import {
  findStaffAccount,
  insertStaffAccount,
  type StaffAccount,
  setStaffAccountDisabled,
} from '../db/staff-accounts.ts';
import { type IssuedEnrolment, issueEnrolmentToken } from '../db/staff-enrolment.ts';
import { deleteAccountPasskeys } from '../db/staff-passkeys.ts';
import { endAccountSessions } from '../db/staff-sessions.ts';

export type AddOutcome = { account: StaffAccount; enrolment: IssuedEnrolment } | 'email-taken';

/** The new account and its first enrolment link. */
export async function addStaffAccount(
  db: Db,
  input: StaffAccountInput,
  actor: Actor,
  now: Date,
): Promise<AddOutcome> {
  return db.transaction().execute(async (trx) => {
    const account = await insertStaffAccount(trx, { id: randomUUID(), ...input }, now);
    if (account === 'email-taken') return account;
    const enrolment = await issueEnrolmentToken(trx, account.id, now);
    await auditAction(trx, actor, {
      command: 'staff add',
      recordCount: 1,
      filter: ['--role', input.role, '--account', account.id],
      at: now,
    });
    return { account, enrolment };
  });
}

/**
 * A new link for a lost or new device: the person's passkeys and sessions end with it, so a
 * stolen phone's passkey stops working the moment the link is issued. Undefined: no such account.
 */
export async function reissueEnrolmentLink(
  db: Db,
  accountId: string,
  actor: Actor,
  now: Date,
): Promise<IssuedEnrolment | undefined> {
  return db.transaction().execute(async (trx) => {
    const account = await findStaffAccount(trx, accountId);
    if (!account) return undefined;
    const passkeys = await deleteAccountPasskeys(trx, accountId);
    await endAccountSessions(trx, accountId);
    const enrolment = await issueEnrolmentToken(trx, accountId, now);
    await auditAction(trx, actor, {
      command: 'staff link',
      recordCount: passkeys,
      filter: ['--account', accountId],
      at: now,
    });
    return enrolment;
  });
}

/** Disabling ends every session of the account at once. Undefined: no such account. */
export async function setStaffAccess(
  db: Db,
  accountId: string,
  access: 'disable' | 'enable',
  actor: Actor,
  now: Date,
): Promise<StaffAccount | undefined> {
  return db.transaction().execute(async (trx) => {
    const account = await setStaffAccountDisabled(
      trx,
      accountId,
      access === 'disable' ? now : null,
    );
    if (!account) return undefined;
    const ended = access === 'disable' ? await endAccountSessions(trx, accountId) : 0;
    await auditAction(trx, actor, {
      command: `staff ${access}`,
      recordCount: ended,
      filter: ['--account', accountId],
      at: now,
    });
    return account;
  });
}

/**
 * Withdrawing consent takes effect at once (DPDP Act, s6(4) and 6(6)): the request marks every
 * record an erasure would choose for that person (people.ts, previewErasure) as withdrawn, in
 * the transaction that stores it. Withdrawn records leave every list, export and count; they
 * wait in the admins' Withdrawals queue until they are erased — `withdrawalEraseDays` later by
 * the purge, or sooner when staff erase them — or until staff undo a withdrawal the person says
 * they did not make (anyone can type an email).
 */
import {
  type Withdrawal,
  withdrawalEraseBy,
  withdrawalEraseDays,
} from '../../src/domain/data-requests.ts';
import { dayMs } from '../../src/domain/submission-keys.ts';
import type { Db } from './connect.ts';
import { markDataRequestDone } from './data-requests.ts';
import { eraseRecords, type Person, previewErasure } from './people.ts';
import type { WithdrawalTable } from './schema.ts';

export const withdrawConsentRequest = 'withdraw-consent';

/**
 * Marks the person's records as withdrawn by request `requestId`, in the caller's transaction;
 * a record an earlier request withdrew keeps that one. Returns how many it marked.
 */
export async function withdrawConsent(
  trx: Db,
  person: Person,
  requestId: string,
  withdrawnAt: string,
): Promise<number> {
  const chosen = (await previewErasure(trx, person)).filter(
    (candidate): candidate is typeof candidate & { kind: WithdrawalTable['kind'] } =>
      candidate.selected && candidate.kind !== 'dataRequests',
  );
  if (chosen.length === 0) return 0;
  const result = await trx
    .insertInto('withdrawals')
    .values(chosen.map(({ id, kind }) => ({ recordId: id, kind, requestId, withdrawnAt })))
    .onConflict((conflict) => conflict.column('recordId').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? chosen.length);
}

/** Every withdrawal whose records are still held, oldest first. */
export async function listWithdrawals(db: Db): Promise<Withdrawal[]> {
  const rows = await db
    .selectFrom('withdrawals')
    .innerJoin('dataRequests', 'dataRequests.id', 'withdrawals.requestId')
    .leftJoin('inquiries', 'inquiries.id', 'withdrawals.recordId')
    .leftJoin('applications', 'applications.id', 'withdrawals.recordId')
    .select(['withdrawals.requestId', 'withdrawals.recordId', 'withdrawals.kind'])
    .select(['withdrawals.withdrawnAt', 'dataRequests.email', 'dataRequests.phone'])
    .select(['inquiries.fullName as inquiryName', 'applications.fullName as applicationName'])
    .select(['inquiries.receivedAt as inquiryAt', 'applications.receivedAt as applicationAt'])
    .orderBy('withdrawals.withdrawnAt')
    .orderBy('withdrawals.requestId')
    .execute();
  const withdrawals = new Map<string, Withdrawal>();
  for (const row of rows) {
    let withdrawal = withdrawals.get(row.requestId);
    if (!withdrawal) {
      withdrawal = {
        requestId: row.requestId,
        email: row.email,
        phone: row.phone,
        withdrawnAt: row.withdrawnAt,
        eraseBy: withdrawalEraseBy(row.withdrawnAt).toISOString(),
        records: [],
      };
      withdrawals.set(row.requestId, withdrawal);
    }
    withdrawal.records.push({
      kind: row.kind,
      id: row.recordId,
      name: row.inquiryName ?? row.applicationName ?? '',
      receivedAt: row.inquiryAt ?? row.applicationAt ?? '',
    });
  }
  for (const withdrawal of withdrawals.values()) {
    withdrawal.records.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  }
  return [...withdrawals.values()];
}

/** The withdrawal holding this record apart, with when it is erased; null when none does. */
export async function withdrawalOf(
  db: Db,
  recordId: string,
): Promise<{ requestId: string; withdrawnAt: string; eraseBy: string } | null> {
  const row = await db
    .selectFrom('withdrawals')
    .select(['requestId', 'withdrawnAt'])
    .where('recordId', '=', recordId)
    .executeTakeFirst();
  return row ? { ...row, eraseBy: withdrawalEraseBy(row.withdrawnAt).toISOString() } : null;
}

export class NoSuchWithdrawal extends Error {
  constructor(readonly requestId: string) {
    super(`No withdrawal waiting has the request id ${requestId}`);
  }
}

async function recordsOf(trx: Db, requestId: string) {
  const rows = await trx
    .selectFrom('withdrawals')
    .select(['recordId', 'kind'])
    .where('requestId', '=', requestId)
    .execute();
  if (rows.length === 0) throw new NoSuchWithdrawal(requestId);
  return rows;
}

/**
 * The person says they did not make this withdrawal: their records are back in the lists, and
 * the request is done. In the caller's transaction; returns how many records came back.
 */
export async function undoWithdrawal(trx: Db, requestId: string, now: Date): Promise<number> {
  const records = await recordsOf(trx, requestId);
  await trx.deleteFrom('withdrawals').where('requestId', '=', requestId).execute();
  await markDataRequestDone(trx, requestId, now);
  return records.length;
}

/**
 * Erases the records this withdrawal holds, as an erasure does (tombstones, leads gone), and
 * marks the request done without the person's contact details: the request and its dates stay
 * as the record of its handling. In the caller's transaction; returns how many records went.
 */
export async function eraseWithdrawal(trx: Db, requestId: string, now: Date): Promise<number> {
  const records = await recordsOf(trx, requestId);
  const of = (kind: WithdrawalTable['kind']) =>
    records.filter((record) => record.kind === kind).map((record) => record.recordId);
  await eraseRecords(trx, { inquiries: of('inquiries'), applications: of('applications') }, now);
  await markDataRequestDone(trx, requestId, now);
  await trx
    .updateTable('dataRequests')
    .set({ email: '', phone: '', message: '' })
    .where('id', '=', requestId)
    .execute();
  return records.length;
}

/** Withdrawals made at or before this moment are due to be erased at `now`. */
function dueCutoff(now: Date): string {
  return new Date(now.getTime() - withdrawalEraseDays * dayMs).toISOString();
}

/** How many records a list of withdrawals holds. */
export function withdrawnRecordCount(withdrawals: readonly Withdrawal[]): number {
  return withdrawals.reduce((sum, withdrawal) => sum + withdrawal.records.length, 0);
}

/** Erases every withdrawal whose week has passed (the purge); returns how many records went. */
export async function eraseDueWithdrawals(trx: Db, now: Date): Promise<number> {
  const cutoff = dueCutoff(now);
  const due = await trx
    .selectFrom('withdrawals')
    .select('requestId')
    .distinct()
    .where('withdrawnAt', '<=', cutoff)
    .execute();
  let erased = 0;
  for (const { requestId } of due) erased += await eraseWithdrawal(trx, requestId, now);
  return erased;
}

/** How many withdrawals are due by `now` to be erased (a purge's dry run). */
export async function countDueWithdrawals(db: Db, now: Date): Promise<number> {
  const cutoff = dueCutoff(now);
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('withdrawnAt', '<=', cutoff)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

import {
  type DataRequest,
  dataRequestDueAt,
  type StaffDataRequest,
} from '../../src/domain/data-requests.ts';
import { type Actor, auditAction } from './audit.ts';
import type { Db } from './connect.ts';
import type { DataRequestTable } from './schema.ts';

export type DataRequestRecord = DataRequestTable;

export async function insertDataRequest(
  db: Db,
  record: DataRequest & { id: string; receivedAt: string },
): Promise<void> {
  await db
    .insertInto('dataRequests')
    .values({ ...record, doneAt: null })
    .execute();
}

/** Every request, waiting ones first, each group oldest first. */
export async function listDataRequests(db: Db): Promise<DataRequestRecord[]> {
  const rows = await db.selectFrom('dataRequests').selectAll().orderBy('receivedAt').execute();
  return [
    ...rows.filter((row) => row.doneAt === null),
    ...rows.filter((row) => row.doneAt !== null),
  ];
}

/** Every request as the workspace lists it: each with the day it must be answered by. */
export async function staffDataRequests(db: Db): Promise<StaffDataRequest[]> {
  const requests = await listDataRequests(db);
  return requests.map((request) => ({
    ...request,
    dueAt: dataRequestDueAt(request.receivedAt).toISOString(),
  }));
}

/** False when no request has that id. A request already done keeps its first time. */
export async function markDataRequestDone(db: Db, id: string, now: Date): Promise<boolean> {
  const found = await db
    .selectFrom('dataRequests')
    .select('doneAt')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) return false;
  if (found.doneAt === null) {
    await db
      .updateTable('dataRequests')
      .set({ doneAt: now.toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return true;
}

/**
 * Marks the request answered with its audit entry, in one transaction: the CLI's `requests done`
 * and the workspace's "Mark done". False when no request has that id (nothing is written).
 */
export async function answerDataRequest(
  db: Db,
  id: string,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await markDataRequestDone(trx, id, now))) return false;
    // The request's id is no one's data: it names what was done.
    await auditAction(trx, actor, {
      command: 'requests done',
      recordCount: 1,
      filter: ['--request', id],
      at: now,
    });
    return true;
  });
}

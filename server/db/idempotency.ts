import { dayMs, keyMemoryDays } from '../../src/domain/submission-keys.ts';
import type { Db } from './connect.ts';
import type { IdempotencyKeyTable } from './schema.ts';

export type StoredResponse = IdempotencyKeyTable;

export async function findStoredResponse(db: Db, key: string): Promise<StoredResponse | undefined> {
  return db.selectFrom('idempotencyKeys').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function storeResponse(db: Db, row: StoredResponse): Promise<void> {
  await db.insertInto('idempotencyKeys').values(row).execute();
}

/** Forgets keys no device replays any more (src/domain/submission-keys.ts); returns how many went. */
export async function purgeExpiredKeys(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - keyMemoryDays * dayMs).toISOString();
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where('createdAt', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

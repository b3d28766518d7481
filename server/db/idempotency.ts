import type { Db } from './connect.ts';
import type { IdempotencyKeyTable } from './schema.ts';

export type StoredResponse = IdempotencyKeyTable;

/** How long a key is remembered: longer than any phone keeps a submission queued. */
export const idempotencyKeyLifetimeDays = 30;

export async function findStoredResponse(db: Db, key: string): Promise<StoredResponse | undefined> {
  return db.selectFrom('idempotencyKeys').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function storeResponse(db: Db, row: StoredResponse): Promise<void> {
  await db.insertInto('idempotencyKeys').values(row).execute();
}

/** Forgets keys older than the lifetime; returns how many went. */
export async function purgeExpiredKeys(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - idempotencyKeyLifetimeDays * 86_400_000).toISOString();
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where('createdAt', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

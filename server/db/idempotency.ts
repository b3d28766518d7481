import { createHmac, randomBytes } from 'node:crypto';
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

const erasureSecretName = 'erasure-key';
/** One secret per database: read once per connection pool. */
const erasureSecrets = new WeakMap<Db, Promise<string>>();

/**
 * The secret erased keys are hashed with, made the first time it is needed. Every server on one
 * database reads the same one: whichever makes it first wins, the others read it back.
 */
function erasureSecret(db: Db): Promise<string> {
  let secret = erasureSecrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto('serverSecrets')
        .values({ name: erasureSecretName, value: randomBytes(32).toString('hex') })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('serverSecrets')
        .select('value')
        .where('name', '=', erasureSecretName)
        .executeTakeFirstOrThrow();
      return row.value;
    })();
    // A failure (the database away) is not remembered: the next call tries again.
    secret.catch(() => erasureSecrets.delete(db));
    erasureSecrets.set(db, secret);
  }
  return secret;
}

/** What an erased submission leaves: its key's HMAC, from which the key cannot be read back. */
async function keyHash(db: Db, key: string): Promise<string> {
  return createHmac('sha256', await erasureSecret(db))
    .update(key)
    .digest('hex');
}

/** Whether the submission sent under `key` was erased: it must not be stored again. */
export async function wasErased(db: Db, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('erasedSubmissions')
    .select('keyHash')
    .where('keyHash', '=', await keyHash(db, key))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Forgets the keys stored with these records and leaves a tombstone for each, in the caller's
 * transaction; returns how many keys went.
 */
export async function tombstoneKeys(
  db: Db,
  recordIds: readonly string[],
  now: Date,
): Promise<number> {
  if (recordIds.length === 0) return 0;
  const rows = await db
    .selectFrom('idempotencyKeys')
    .select('key')
    .where('recordId', 'in', recordIds)
    .execute();
  if (rows.length === 0) return 0;
  const erasedAt = now.toISOString();
  const tombstones = await Promise.all(
    rows.map(async ({ key }) => ({ keyHash: await keyHash(db, key), erasedAt })),
  );
  await db
    .insertInto('erasedSubmissions')
    .values(tombstones)
    .onConflict((conflict) => conflict.column('keyHash').doNothing())
    .execute();
  await db
    .deleteFrom('idempotencyKeys')
    .where(
      'key',
      'in',
      rows.map((row) => row.key),
    )
    .execute();
  return rows.length;
}

/**
 * Forgets keys no device replays any more (src/domain/submission-keys.ts), and the tombstones of
 * erased submissions as old: no device sends those any more either. Returns how many keys went.
 */
export async function purgeExpiredKeys(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - keyMemoryDays * dayMs).toISOString();
  await db.deleteFrom('erasedSubmissions').where('erasedAt', '<', cutoff).execute();
  const result = await db
    .deleteFrom('idempotencyKeys')
    .where('createdAt', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

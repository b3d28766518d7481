import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { openDatabase } from './connect.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(
    folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })),
  );
});

test('on SQLite a transaction that reads, then writes, holds the write lock from its start: another process cannot slip a write in between and fail it', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'academy-connect-'));
  folders.push(folder);
  const file = join(folder, 'academy.sqlite');
  const db = openDatabase({ kind: 'sqlite', file });
  await sql`create table counts (n integer)`.execute(db);
  await sql`insert into counts values (0)`.execute(db);
  // Another process (a CLI exporting, which writes its audit entry), not willing to wait.
  const other = new SQLite(file);
  other.pragma('busy_timeout = 0');

  await db.transaction().execute(async (trx) => {
    await sql`select n from counts`.execute(trx);
    // Begun deferred, this transaction would hold only a snapshot here: the other write would
    // commit, and this transaction's own write below would then fail (SQLITE_BUSY_SNAPSHOT).
    expect(() => other.prepare('update counts set n = n + 100').run()).toThrow(/locked|busy/i);
    await sql`update counts set n = n + 1`.execute(trx);
  });

  // Once it committed, the other process writes as usual.
  other.prepare('update counts set n = n + 100').run();
  expect(other.prepare('select n from counts').get()).toEqual({ n: 101 });
  other.close();
  await db.destroy();
});

import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases.ts';
import { clearTables } from '../test/harness.ts';
import { auditAction, auditEntries, verifyAuditTrail } from './audit.ts';
import { type Db, openDatabase } from './connect.ts';
import { migrateTo, migrateToLatest } from './migrations.ts';

describe.each(databaseKinds())('the audit trail’s hash chain on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = openDatabase(database.target);
    await migrateToLatest(db);
  });
  beforeEach(() => clearTables(db));
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const write = async (count: number) => {
    for (let i = 1; i <= count; i += 1) {
      await auditAction(
        db,
        { osUser: 'operator' },
        { command: 'find', recordCount: i, filter: ['--email'], at: new Date() },
      );
    }
  };

  test('entries follow one another and the trail verifies whole', async () => {
    await write(5);
    const entries = await auditEntries(db);
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(entries[1]?.previousHash).toBe(entries[0]?.hash);
    const verdict = await verifyAuditTrail(db);
    expect(verdict).toEqual({ whole: true, entries: 5, lastHash: entries[4]?.hash });
  });

  test('an entry edited afterwards is found, at its place', async () => {
    await write(5);
    await db.updateTable('auditEntries').set({ recordCount: 0 }).where('seq', '=', 3).execute();
    expect(await verifyAuditTrail(db)).toEqual({
      whole: false,
      seq: 3,
      problem: 'it was changed after it was written',
    });
  });

  test('an entry removed from the middle or the end is found', async () => {
    await write(5);
    await db.deleteFrom('auditEntries').where('seq', '=', 2).execute();
    expect(await verifyAuditTrail(db)).toMatchObject({
      whole: false,
      seq: 2,
      problem: 'it is missing',
    });

    await clearTables(db);
    await write(5);
    await db.deleteFrom('auditEntries').where('seq', '=', 5).execute();
    expect(await verifyAuditTrail(db)).toMatchObject({ whole: false, seq: 5 });
  });

  test('an entry rewritten with a fresh hash of its own no longer leads to the next', async () => {
    await write(4);
    const [second] = await db.selectFrom('auditEntries').selectAll().where('seq', '=', 2).execute();
    if (!second) throw new Error('no second entry');
    const { entryHash } = await import('./audit.ts');
    const edited = { ...second, recordCount: 99 };
    await db
      .updateTable('auditEntries')
      .set({ recordCount: 99, hash: entryHash(edited) })
      .where('seq', '=', 2)
      .execute();
    expect(await verifyAuditTrail(db)).toMatchObject({
      whole: false,
      seq: 3,
      problem: 'it does not follow the entry before it',
    });
  });

  test('entries written at once by many requests still form one chain', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        auditAction(
          db,
          { staffAccountId: `account-${i}` },
          { command: 'lead show', recordCount: 1, filter: [], at: new Date() },
        ),
      ),
    );
    const verdict = await verifyAuditTrail(db);
    expect(verdict).toMatchObject({ whole: true, entries: 20 });
  });
});

describe.each(databaseKinds())('the audit chain migration on %s', (kind) => {
  test('chains the trail that was there, oldest first, and it verifies whole', async () => {
    const database = await createTestDatabase(kind);
    const db = openDatabase(database.target);
    try {
      await migrateTo(db, '0007-erasure-tombstones');
      await sql`insert into audit_entries (at, command, record_count, os_user, filter, staff_account_id)
        values ('2026-11-02T10:00:00.000Z', 'export', 4, 'operator', '--kind applications', null),
               ('2026-11-01T10:00:00.000Z', 'find', 2, 'operator', '--email', null)`.execute(db);
      await migrateToLatest(db);
      const entries = await auditEntries(db);
      expect(
        entries.map(({ seq, command, recordCount }) => ({ seq, command, recordCount })),
      ).toEqual([
        { seq: 1, command: 'find', recordCount: 2 },
        { seq: 2, command: 'export', recordCount: 4 },
      ]);
      expect(await verifyAuditTrail(db)).toMatchObject({ whole: true, entries: 2 });
      // New entries follow the old ones.
      await auditAction(
        db,
        { osUser: 'operator' },
        { command: 'audit', recordCount: 0, filter: [], at: new Date() },
      );
      expect(await verifyAuditTrail(db)).toMatchObject({ whole: true, entries: 3 });
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

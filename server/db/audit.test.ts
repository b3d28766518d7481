import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { dayMs } from '../../src/domain/submission-keys.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases.ts';
import { clearTables } from '../test/harness.ts';
import {
  auditAction,
  auditEntries,
  countAuditEntriesToTrim,
  trimAuditTrail,
  verifyAuditTrail,
} from './audit.ts';
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
    expect(verdict).toEqual({ whole: true, entries: 5, lastHash: entries[4]?.hash, trimmed: null });
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

  describe('trimmed by its retention', () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * dayMs);
    const operator = { osUser: 'operator' };
    const cutoff = ago(1095);
    /** Entries written `days` ago each, oldest first, as the trail's order is. */
    const writeAt = async (...days: number[]) => {
      for (const [i, age] of days.entries()) {
        await auditAction(db, operator, {
          command: 'find',
          recordCount: i + 1,
          filter: ['--email'],
          at: ago(age),
        });
      }
    };
    const trim = () => trimAuditTrail(db, operator, { cutoff, at: now });

    test('the entries older than the retention go; the rest, and the trim, verify whole', async () => {
      await writeAt(1200, 1100, 1096, 1000, 10);
      expect(await countAuditEntriesToTrim(db, cutoff)).toBe(3);
      expect(await trim()).toBe(3);

      const entries = await auditEntries(db);
      expect(
        entries.map(({ seq, command, recordCount, filter }) => [seq, command, recordCount, filter]),
      ).toEqual([
        [4, 'find', 4, '--email'],
        [5, 'find', 5, '--email'],
        [6, 'audit trim', 3, '--through 3'],
      ]);
      expect(entries[2]).toMatchObject({ osUser: 'operator', at: now.toISOString() });
      expect(await verifyAuditTrail(db)).toEqual({
        whole: true,
        entries: 3,
        lastHash: entries[2]?.hash,
        trimmed: { throughSeq: 3, at: now.toISOString() },
      });

      // New entries follow; a later trim takes the earlier one's entry with the rest.
      await writeAt(0);
      expect(await trimAuditTrail(db, operator, { cutoff: ago(-1), at: now })).toBe(4);
      expect((await auditEntries(db)).map(({ seq, filter }) => [seq, filter])).toEqual([
        [8, '--through 7'],
      ]);
      expect(await verifyAuditTrail(db)).toMatchObject({
        whole: true,
        entries: 1,
        trimmed: { throughSeq: 7 },
      });
    });

    test('nothing is trimmed, and no entry written, when nothing is old enough', async () => {
      await writeAt(1094, 10);
      expect(await countAuditEntriesToTrim(db, cutoff)).toBe(0);
      expect(await trim()).toBe(0);
      expect((await auditEntries(db)).map((entry) => entry.seq)).toEqual([1, 2]);
      expect(await verifyAuditTrail(db)).toMatchObject({ whole: true, entries: 2, trimmed: null });
    });

    test('after a trim, an entry edited, removed or rewritten is still found', async () => {
      await writeAt(1200, 1100, 1000, 900, 10);
      await trim();

      await db.updateTable('auditEntries').set({ recordCount: 0 }).where('seq', '=', 4).execute();
      expect(await verifyAuditTrail(db)).toEqual({
        whole: false,
        seq: 4,
        problem: 'it was changed after it was written',
      });
      await db.updateTable('auditEntries').set({ recordCount: 4 }).where('seq', '=', 4).execute();
      expect(await verifyAuditTrail(db)).toMatchObject({ whole: true });

      // Two entries swapped in place.
      const swap = (from: number, to: number) =>
        db.updateTable('auditEntries').set({ seq: to }).where('seq', '=', from).execute();
      await swap(4, 100);
      await swap(5, 4);
      await swap(100, 5);
      expect(await verifyAuditTrail(db)).toEqual({
        whole: false,
        seq: 4,
        problem: 'it does not follow the entry before it',
      });
      await swap(4, 100);
      await swap(5, 4);
      await swap(100, 5);

      // The first entry kept, as if the trim had taken it too.
      await db.deleteFrom('auditEntries').where('seq', '=', 3).execute();
      expect(await verifyAuditTrail(db)).toEqual({
        whole: false,
        seq: 3,
        problem: 'it is missing',
      });
    });

    test('the trail’s start moved to hide the entries after it is found', async () => {
      await writeAt(1200, 1100, 1000, 900, 10);
      await trim();
      const third = await db
        .selectFrom('auditEntries')
        .select('hash')
        .where('seq', '=', 3)
        .executeTakeFirstOrThrow();
      await db.deleteFrom('auditEntries').where('seq', '=', 3).execute();
      await db.updateTable('auditChain').set({ trimmedSeq: 3, trimmedHash: third.hash }).execute();
      expect(await verifyAuditTrail(db)).toEqual({
        whole: false,
        seq: 4,
        problem: 'the entries before it were removed, and no trim in the trail says so',
      });
    });

    test('entries removed from the end after a trim are found', async () => {
      await writeAt(1200, 10, 5);
      await trim();
      await db.deleteFrom('auditEntries').where('seq', '>=', 3).execute();
      expect(await verifyAuditTrail(db)).toMatchObject({ whole: false, seq: 3 });
    });
  });
});

describe.each(databaseKinds())('the audit retention migration on %s', (kind) => {
  test('a trail written before it starts at its first entry, and verifies whole', async () => {
    const database = await createTestDatabase(kind);
    const db = openDatabase(database.target);
    try {
      await migrateTo(db, '0010-withdrawals');
      await auditAction(
        db,
        { osUser: 'operator' },
        { command: 'find', recordCount: 2, filter: ['--email'], at: new Date() },
      );
      await migrateToLatest(db);
      expect(
        await db.selectFrom('auditChain').select(['seq', 'trimmedSeq', 'trimmedHash']).execute(),
      ).toEqual([{ seq: 1, trimmedSeq: 0, trimmedHash: '0'.repeat(64) }]);
      expect(await verifyAuditTrail(db)).toMatchObject({ whole: true, entries: 1, trimmed: null });
    } finally {
      await db.destroy();
      await database.drop();
    }
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

/** The server removes records past their retention as it starts, and says how many, not whose. */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { dayMs } from '../src/domain/submission-keys.ts';
import { auditAction, auditEntries, verifyAuditTrail } from './db/audit.ts';
import { type Db, openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrations.ts';
import { insertApplication, insertInquiry } from './db/submissions.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './test/databases.ts';
import { anApplication, anInquiry } from './test/fixtures.ts';
import { startTestApp } from './test/harness.ts';

describe.each(databaseKinds())('retention at start on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    db = openDatabase(database.target);
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.destroy();
    await database.drop();
  });

  const ago = (days: number) => new Date(Date.now() - days * dayMs).toISOString();
  const none = { source: null, consent: null };
  const adult = { minor: false, ageUnknown: false, guardian: null, guardianVerifiedAt: null };

  test('records older than their retention are gone once the server has started', async () => {
    await insertInquiry(db, { id: 'old', ...anInquiry(), receivedAt: ago(366), ...none });
    await insertInquiry(db, { id: 'recent', ...anInquiry(), receivedAt: ago(364), ...none });
    await insertApplication(db, {
      id: 'kept',
      ...anApplication(),
      receivedAt: ago(366),
      ...none,
      ...adult,
    });
    // Ids are unique across kinds, as the server's random UUIDs are: a lead is named by its id.
    await insertApplication(db, {
      id: 'old-application',
      ...anApplication(),
      receivedAt: ago(731),
      ...none,
      ...adult,
    });

    const t = await startTestApp(database);
    await t.close();

    const ids = async (table: 'inquiries' | 'applications') =>
      (await db.selectFrom(table).select('id').execute()).map((row) => row.id);
    expect(await ids('inquiries')).toEqual(['recent']);
    expect(await ids('applications')).toEqual(['kept']);
  });

  test('a shorter configured retention is what the server keeps to', async () => {
    await insertInquiry(db, { id: 'old', ...anInquiry(), receivedAt: ago(31), ...none });
    const t = await startTestApp(database, {
      retention: { inquiryDays: 30, applicationDays: 730 },
    });
    await t.close();
    expect(await db.selectFrom('inquiries').select('id').execute()).toEqual([]);
  });

  /** Entries written `days` ago each, oldest first, as the trail's order is. */
  const audited = async (...days: number[]) => {
    for (const age of days) {
      await auditAction(
        db,
        { osUser: 'operator' },
        { command: 'find', recordCount: 1, filter: ['--email'], at: new Date(ago(age)) },
      );
    }
  };
  const trail = async () =>
    (await auditEntries(db)).map(({ seq, command, recordCount, filter }) => ({
      seq,
      command,
      recordCount,
      filter,
    }));

  test('audit entries older than the audit retention go too, and the trail verifies whole', async () => {
    await audited(1200, 1096, 1094, 10);

    const t = await startTestApp(database);
    await t.close();

    expect(await trail()).toEqual([
      { seq: 3, command: 'find', recordCount: 1, filter: '--email' },
      { seq: 4, command: 'find', recordCount: 1, filter: '--email' },
      { seq: 5, command: 'purge', recordCount: 0, filter: '' },
      // The trim says what it removed, in the same transaction.
      { seq: 6, command: 'audit trim', recordCount: 2, filter: '--through 2' },
    ]);
    expect((await auditEntries(db)).at(-1)?.osUser).toMatch(/ \(server\)$/);
    expect(await verifyAuditTrail(db)).toMatchObject({
      whole: true,
      entries: 4,
      trimmed: { throughSeq: 2 },
    });

    // Trimmed or not, an entry edited afterwards is found.
    await db.updateTable('auditEntries').set({ recordCount: 9 }).where('seq', '=', 4).execute();
    expect(await verifyAuditTrail(db)).toEqual({
      whole: false,
      seq: 4,
      problem: 'it was changed after it was written',
    });
  });

  test('the configured audit retention is kept to; nothing goes when nothing is old enough', async () => {
    await audited(364, 10);
    const t = await startTestApp(database, { auditRetentionDays: 365 });
    await t.close();
    expect(await trail()).toEqual([
      { seq: 1, command: 'find', recordCount: 1, filter: '--email' },
      { seq: 2, command: 'find', recordCount: 1, filter: '--email' },
      { seq: 3, command: 'purge', recordCount: 0, filter: '' },
    ]);
    expect(await verifyAuditTrail(db)).toMatchObject({ whole: true, entries: 3, trimmed: null });
  });
});

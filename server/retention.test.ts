/** The server removes records past their retention as it starts, and says how many, not whose. */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { dayMs } from '../src/domain/submission-keys.ts';
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
  const adult = { minor: false, guardian: null, guardianVerifiedAt: null };

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
});

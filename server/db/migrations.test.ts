import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases.ts';
import { anApplication, anInquiry, aSource } from '../test/fixtures.ts';
import { auditEntries } from './audit.ts';
import { type Db, openDatabase } from './connect.ts';
import { migrateTo, migrateToLatest } from './migrations.ts';
import { allSubmissions, insertInquiry, type SubmissionKind } from './submissions.ts';

describe.each(databaseKinds())('migrations on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = openDatabase(database.target);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const records = async (table: SubmissionKind) => {
    const found = [];
    for await (const record of allSubmissions(db, table)) found.push(record);
    return found;
  };

  test('a database from before sources keeps its submissions, each without a source', async () => {
    await migrateTo(db, '0001-initial');
    const inquiry = { id: 'i-1', ...anInquiry(), receivedAt: '2026-05-01T10:00:00.000Z' };
    const application = { id: 'a-1', ...anApplication(), receivedAt: '2026-05-02T10:00:00.000Z' };
    // The old schema's columns only, as the previous release wrote them.
    await sql`insert into inquiries (id, full_name, email_address, phone_number, interested_course, subject, message, received_at)
      values (${inquiry.id}, ${inquiry.fullName}, ${inquiry.emailAddress}, ${inquiry.phoneNumber}, ${inquiry.interestedCourse}, ${inquiry.subject}, ${inquiry.message}, ${inquiry.receivedAt})`.execute(
      db,
    );
    await sql`insert into applications (id, full_name, email, email_normalised, phone, address, course_of_interest, level_of_education, message, received_at)
      values (${application.id}, ${application.fullName}, ${application.email}, ${application.email}, ${application.phone}, ${application.address}, ${application.courseOfInterest}, ${application.levelOfEducation}, ${application.message}, ${application.receivedAt})`.execute(
      db,
    );

    await migrateToLatest(db);

    // Stored before sources and consent: none of either, marked as collected without a consent.
    expect(await records('inquiries')).toEqual([{ ...inquiry, source: null, consent: null }]);
    expect(await records('applications')).toEqual([
      {
        ...application,
        source: null,
        consent: null,
        minor: false,
        guardian: null,
        guardianVerifiedAt: null,
      },
    ]);

    const source = aSource();
    const later = {
      id: 'i-2',
      ...anInquiry(),
      receivedAt: '2026-11-26T10:00:00.000Z',
      source,
      consent: null,
    };
    await insertInquiry(db, later);
    expect((await records('inquiries')).map((record) => record.source)).toEqual([null, source]);

    // Every start runs them: once applied, they change nothing.
    await migrateToLatest(db);
    expect(await records('inquiries')).toHaveLength(2);
  });
});

describe.each(databaseKinds())('the staff accounts migration on %s', (kind) => {
  test('keeps the audit trail, each earlier entry by an operator, none by a staff account', async () => {
    const database = await createTestDatabase(kind);
    const db = openDatabase(database.target);
    try {
      await migrateTo(db, '0003-personal-data');
      await sql`insert into audit_entries (at, command, record_count, os_user, filter)
        values ('2026-11-01T10:00:00.000Z', 'find', 2, 'operator', '--email')`.execute(db);
      await migrateToLatest(db);
      expect(await auditEntries(db)).toEqual([
        {
          at: '2026-11-01T10:00:00.000Z',
          command: 'find',
          recordCount: 2,
          osUser: 'operator',
          filter: '--email',
          staffAccountId: null,
          staffEmail: null,
        },
      ]);
      expect(await db.selectFrom('staffAccounts').selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

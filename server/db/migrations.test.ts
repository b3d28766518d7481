import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases.ts';
import { anApplication, anInquiry, aSource } from '../test/fixtures.ts';
import { auditEntries } from './audit.ts';
import { type Db, openDatabase } from './connect.ts';
import { listLeads } from './leads.ts';
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
        ageUnknown: false,
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

  test('every submission stored before leads is a New lead, received when it was', async () => {
    // A database the release before leads left, of its own.
    const previous = await createTestDatabase(kind);
    const db = openDatabase(previous.target);
    onTestFinished(async () => {
      await db.destroy();
      await previous.drop();
    });
    await migrateTo(db, '0003-personal-data');
    await sql`insert into inquiries (id, full_name, email_address, phone_number, interested_course, subject, message, received_at, event, counsellor, device, collected_at)
      values ('i-old', 'Priya Raman', ' Priya@Example.in', '+91 98400 11111', 'Robotics', 's', 'm', '2026-11-20T10:00:00.000Z', 'Chennai Education Fair 2026', 'Lakshmi', '', '2026-11-20T09:59:00.000Z')`.execute(
      db,
    );
    await sql`insert into applications (id, full_name, email, email_normalised, phone, address, course_of_interest, level_of_education, message, received_at)
      values ('a-old', 'Arun Kumar', 'arun@example.in', 'arun@example.in', '98400-22222', 'Chennai', 'Python', 'Diploma', 'm', '2026-11-21T10:00:00.000Z')`.execute(
      db,
    );

    await migrateToLatest(db);

    const clock = { now: new Date('2026-11-21T11:00:00.000Z') };
    const list = await listLeads(db, {}, {}, clock);
    expect(list.total).toBe(2);
    expect(list.rows).toEqual([
      expect.objectContaining({
        id: 'a-old',
        kind: 'applications',
        course: 'Python',
        event: null,
        stage: 'new',
        receivedAt: '2026-11-21T10:00:00.000Z',
      }),
      expect.objectContaining({
        id: 'i-old',
        kind: 'inquiries',
        event: 'Chennai Education Fair 2026',
        stage: 'new',
      }),
    ]);
    const found = await listLeads(db, { search: '9840011111' }, {}, clock);
    expect(found.rows.map((row) => row.id)).toEqual(['i-old']);
    const byEmail = await listLeads(db, { search: 'priya@example.in' }, {}, clock);
    expect(byEmail.rows.map((row) => row.id)).toEqual(['i-old']);
    // Their names' words were backfilled, then given when each lead arrived (0006).
    const byName = await listLeads(db, { search: 'priya' }, {}, clock);
    expect(byName.rows.map((row) => row.id)).toEqual(['i-old']);
    expect(await db.selectFrom('leadNameWords').selectAll().orderBy('word').execute()).toEqual([
      { word: 'arun', leadId: 'a-old', receivedAt: '2026-11-21T10:00:00.000Z' },
      { word: 'kumar', leadId: 'a-old', receivedAt: '2026-11-21T10:00:00.000Z' },
      { word: 'priya', leadId: 'i-old', receivedAt: '2026-11-20T10:00:00.000Z' },
      { word: 'raman', leadId: 'i-old', receivedAt: '2026-11-20T10:00:00.000Z' },
    ]);
    const received = await db
      .selectFrom('leadEvents')
      .select(['leadId', 'type', 'at'])
      .where('leadId', 'in', ['i-old', 'a-old'])
      .orderBy('leadId')
      .execute();
    expect(received).toEqual([
      { leadId: 'a-old', type: 'received', at: '2026-11-21T10:00:00.000Z' },
      { leadId: 'i-old', type: 'received', at: '2026-11-20T10:00:00.000Z' },
    ]);
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
          seq: 1,
          previousHash: '0'.repeat(64),
          hash: expect.stringMatching(/^[0-9a-f]{64}$/),
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

describe.each(databaseKinds())('the erasure tombstones migration on %s', (kind) => {
  test('names the record each stored answer was for, so erasure finds its key', async () => {
    const database = await createTestDatabase(kind);
    const db = openDatabase(database.target);
    try {
      await migrateTo(db, '0006-name-words-by-time');
      const answer = JSON.stringify({ message: 'Application submitted successfully!', id: 'a-7' });
      await sql`insert into idempotency_keys (key, request_hash, status, response_body, created_at)
        values ('k-stored', 'h', 201, ${answer}, '2026-11-01T10:00:00.000Z'),
               ('k-odd', 'h', 201, 'not json', '2026-11-01T10:00:00.000Z')`.execute(db);
      await migrateToLatest(db);
      const keys = await db
        .selectFrom('idempotencyKeys')
        .select(['key', 'recordId'])
        .orderBy('key')
        .execute();
      expect(keys).toEqual([
        { key: 'k-odd', recordId: null },
        { key: 'k-stored', recordId: 'a-7' },
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

test('SQLite overwrites what is deleted, so an erased record does not linger in the file', async () => {
  const database = await createTestDatabase('sqlite');
  const db = openDatabase(database.target);
  try {
    const { rows } = await sql<{ secureDelete: number }>`pragma secure_delete`.execute(db);
    expect(rows[0]?.secureDelete).toBe(1);
  } finally {
    await db.destroy();
    await database.drop();
  }
});

import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { applicationKind } from '../submissions/kinds.ts';
import { submit } from '../submissions/submit.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases.ts';
import { anApplication, anInquiry } from '../test/fixtures.ts';
import { storeApplication, storeInquiry } from '../test/leads.ts';
import { type Db, openDatabase } from './connect.ts';
import { addNote, assignLead, recordExport, setFollowUp, setStage } from './lead-changes.ts';
import { exportLeadsCsv } from './lead-export.ts';
import { storeLeads } from './lead-rows.ts';
import {
  countCap,
  countNewLeads,
  type LeadClock,
  type LeadFilter,
  leadDetail,
  listLeads,
} from './leads.ts';
import { migrateToLatest } from './migrations.ts';
import { erasePerson } from './people.ts';
import { purgeExpiredRecords } from './retention.ts';
import { insertInquiry } from './submissions.ts';

const lakshmi = { id: 'staff-lakshmi', name: 'Lakshmi Narayanan' };
const arjun = { id: 'staff-arjun', name: 'Arjun Mehta' };
/** Friday 27 November 2026, 15:00 in Chennai. */
const friday = new Date('2026-11-27T09:30:00Z');
const clock: LeadClock = { now: friday };
const minutesBefore = (minutes: number, from = friday) =>
  new Date(from.getTime() - minutes * 60_000).toISOString();

describe.each(databaseKinds())('leads on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    db = openDatabase(database.target);
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db?.destroy();
    await database?.drop();
  });

  /** An inquiry stored `minutes` before Friday 15:00, as the API stores one. */
  const inquiry = (
    minutes: number,
    fields: Parameters<typeof storeInquiry>[2] = {},
    event?: string,
  ) => storeInquiry(db, minutesBefore(minutes), fields, event);

  const application = (minutes: number, fields: Parameters<typeof storeApplication>[2] = {}) =>
    storeApplication(db, minutesBefore(minutes), fields);

  const ids = async (filter: LeadFilter, at: LeadClock = clock) =>
    (await listLeads(db, filter, {}, at)).rows.map((row) => row.id);

  test('a submission through the API is a New lead at once; a refused one leaves none', async () => {
    const body = anApplication({ fullName: 'Meena Pillai', phone: '+91 98400 55555' });
    const first = await submit(db, applicationKind, body, randomUUID(), { now: friday });
    expect(first.status).toBe(201);
    const { id } = first.body as { id: string };
    // The same email again is refused (409): its lead must not exist without it.
    const again = await submit(
      db,
      applicationKind,
      { ...body, fullName: 'Someone Else' },
      randomUUID(),
      { now: friday },
    );
    expect(again.status).toBe(409);

    const list = await listLeads(db, {}, {}, clock);
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({
      id,
      kind: 'applications',
      fullName: 'Meena Pillai',
      stage: 'new',
      assignedTo: null,
      event: null,
    });
    expect(await countNewLeads(db)).toBe(1);
  });

  test('a lead that cannot be stored takes its submission with it', async () => {
    const id = randomUUID();
    await db
      .insertInto('leads')
      .values({
        id,
        kind: 'inquiries',
        fullName: 'x',
        emailKey: 'x',
        phoneKey: '',
        course: 'x',
        event: null,
        receivedAt: friday.toISOString(),
        stage: 'new',
        closedReason: null,
        closedNote: null,
        assignedTo: null,
        followUpAt: null,
        updatedAt: friday.toISOString(),
      })
      .execute();
    const record = {
      id,
      ...anInquiry(),
      receivedAt: friday.toISOString(),
      source: null,
      consent: null,
    };
    await expect(insertInquiry(db, record)).rejects.toThrow();
    const stored = await db.selectFrom('inquiries').select('id').where('id', '=', id).execute();
    expect(stored).toEqual([]);
  });

  test('each filter keeps only its leads, newest first', async () => {
    const website = await inquiry(10, { interestedCourse: 'Robotics' });
    const fair = await inquiry(20, { interestedCourse: 'Python' }, 'Chennai Education Fair 2026');
    const applied = await application(30, { courseOfInterest: 'Robotics' });
    await assignLead(db, fair, lakshmi, lakshmi, friday);
    await assignLead(db, applied, arjun, arjun, friday);
    await setStage(db, applied, { stage: 'contacted' }, arjun, friday);

    expect(await ids({})).toEqual([website, fair, applied]);
    expect(await ids({ kind: 'inquiries' })).toEqual([website, fair]);
    expect(await ids({ kind: 'applications' })).toEqual([applied]);
    expect(await ids({ stage: 'new' })).toEqual([website, fair]);
    expect(await ids({ stage: 'contacted' })).toEqual([applied]);
    expect(await ids({ course: 'Robotics' })).toEqual([website, applied]);
    expect(await ids({ event: 'Chennai Education Fair 2026' })).toEqual([fair]);
    expect(await ids({ event: null })).toEqual([website, applied]);
    expect(await ids({ assigned: { accountId: lakshmi.id } })).toEqual([fair]);
    expect(await ids({ assigned: 'anyone' })).toEqual([fair, applied]);
    expect(await ids({ assigned: 'nobody' })).toEqual([website]);
    expect(await ids({ course: 'Robotics', stage: 'new' })).toEqual([website]);
    const listed = await listLeads(db, { kind: 'inquiries' }, {}, clock);
    expect(listed.total).toBe(2);
    expect(listed.rows[1]?.event).toBe('Chennai Education Fair 2026');
  });

  test('search finds a name by any part of it, an email, and a phone typed any way', async () => {
    const priya = await inquiry(10, {
      fullName: 'Priya Raman',
      emailAddress: 'Priya.Raman@Example.in',
      phoneNumber: '+91 98400 11111',
    });
    const kavya = await application(20, {
      fullName: 'Kavya Subramanian',
      phone: '98400-22222',
    });
    await inquiry(30, { fullName: '50% Off_Sale', phoneNumber: '044 2345 6789' });

    expect(await ids({ search: 'priya' })).toEqual([priya]);
    // The beginning of any word of the name, in any case and order.
    expect(await ids({ search: 'RAM' })).toEqual([priya]);
    expect(await ids({ search: 'subra' })).toEqual([kavya]);
    expect(await ids({ search: ' ram  pri ' })).toEqual([priya]);
    expect(await ids({ search: 'kavya raman' })).toEqual([]);
    // Not the middle of a word: "bram" begins no word of "Kavya Subramanian".
    expect(await ids({ search: 'bram' })).toEqual([]);
    expect(await ids({ search: 'off_s' })).toHaveLength(1);
    // One or two letters alone are an initial, a whole word: not the start of every "Ra…".
    expect(await ids({ search: 'ra' })).toEqual([]);
    expect(await ids({ search: 'kavya s' })).toEqual([kavya]);
    expect(await ids({ search: '%' })).toHaveLength(3);
    expect(await ids({ search: ' priya.raman@example.IN ' })).toEqual([priya]);
    for (const typed of ['9840011111', '+91 98400 11111', '098400-11111', '(+91) 98400-111-11']) {
      expect(await ids({ search: typed })).toEqual([priya]);
    }
    expect(await ids({ search: '+91 98400 22222' })).toEqual([kavya]);
    // Part of a number: wherever it is in the ten digits.
    expect(await ids({ search: '98400' })).toEqual([priya, kavya]);
    expect(await ids({ search: '22222' })).toEqual([kavya]);
    expect(await ids({ search: 'nobody' })).toEqual([]);
    expect(await ids({ search: 'priya', kind: 'applications' })).toEqual([]);
  });

  test('a name alone and a name with a filter find the same leads, once each, in pages', async () => {
    // Two words of one name begin with "ram"; two begin with "r".
    const ramesh = await inquiry(10, { fullName: 'Ram Ramesh' });
    const raman = await application(20, { fullName: 'Kavya Raman Rao' });
    const rama = await inquiry(30, { fullName: 'Rama Krishnan' });
    await inquiry(40, { fullName: 'Kavya Iyer' });
    const pages = async (filter: LeadFilter) => {
      const seen: string[] = [];
      let after: string | undefined;
      do {
        const page = await listLeads(db, filter, { size: 1, ...(after ? { after } : {}) }, clock);
        seen.push(...page.rows.map((row) => row.id));
        after = page.nextCursor ?? undefined;
      } while (after && seen.length < 10);
      return seen;
    };
    for (const extra of [{}, { stage: 'new' as const }]) {
      expect(await pages({ search: 'ram', ...extra })).toEqual([ramesh, raman, rama]);
      expect(await pages({ search: 'kavya r', ...extra })).toEqual([raman]);
      expect(await pages({ search: 'r kavya', ...extra })).toEqual([raman]);
      const first = await listLeads(db, { search: 'ram', ...extra }, { size: 2 }, clock);
      expect(first).toMatchObject({ total: 3, totalCapped: false });
      expect(first.rows.map((row) => row.id)).toEqual([ramesh, raman]);
      expect(first.rows[1]).toMatchObject({ kind: 'applications', fullName: 'Kavya Raman Rao' });
    }
    expect(await ids({ search: 'ram', kind: 'applications' })).toEqual([raman]);
    expect(await ids({ search: 'ram', event: null })).toEqual([ramesh, raman, rama]);
  });

  test('the count stops at a thousand, and says there are more', async () => {
    const many = Array.from({ length: countCap + 1 }, (_, n) => ({
      id: randomUUID(),
      kind: 'inquiries' as const,
      fullName: `Visitor ${n}`,
      emailKey: `visitor.${n}@example.in`,
      phone: '',
      course: n === 0 ? 'Python' : 'Robotics',
      event: null,
      receivedAt: minutesBefore(n),
    }));
    await storeLeads(db, many);
    const all = await listLeads(db, {}, { size: 10 }, clock);
    expect(all).toMatchObject({ total: countCap, totalCapped: true });
    expect(all.rows).toHaveLength(10);
    const exact = await listLeads(db, { course: 'Robotics' }, {}, clock);
    expect(exact).toMatchObject({ total: countCap, totalCapped: false });
  });

  test('an initial typed is a whole word of the name', async () => {
    const karthik = await inquiry(10, { fullName: 'R. Karthik' });
    await inquiry(20, { fullName: 'Ravi Kumar' });
    expect(await ids({ search: 'r' })).toEqual([karthik]);
    expect(await ids({ search: 'karth r' })).toEqual([karthik]);
    expect(await ids({ search: 'kumar r' })).toHaveLength(1);
  });

  test('pages go on where the last one ended, though new leads arrive meanwhile', async () => {
    const older: string[] = [];
    for (let minutes = 1; minutes <= 5; minutes += 1) older.push(await inquiry(minutes * 10));
    // Two leads in the same millisecond still each appear exactly once.
    const twin = await inquiry(30);

    const first = await listLeads(db, {}, { size: 3 }, clock);
    expect(first.total).toBe(6);
    expect(first.nextCursor).not.toBeNull();
    await inquiry(0);
    const second = await listLeads(db, {}, { size: 3, after: first.nextCursor ?? '' }, clock);
    const seen = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(seen)).toEqual(new Set([...older, twin]));
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBe(7);
    await expect(listLeads(db, {}, { after: 'not-a-cursor' }, clock)).rejects.toThrow();
  });

  test('a lead New over a Sunday is overdue only after a working day, and so is a passed follow-up', async () => {
    // Saturday 28 November, 10:00 in Chennai.
    const saturday = new Date('2026-11-28T04:30:00Z');
    const id = randomUUID();
    await insertInquiry(db, {
      id,
      ...anInquiry(),
      receivedAt: saturday.toISOString(),
      source: null,
      consent: null,
    });
    const mondayNine = { now: new Date('2026-11-30T03:30:00Z') };
    const mondayEleven = { now: new Date('2026-11-30T05:30:00Z') };
    expect(await ids({ overdue: true }, mondayNine)).toEqual([]);
    expect((await listLeads(db, {}, {}, mondayNine)).rows[0]?.overdue).toBe(false);
    expect(await ids({ overdue: true }, mondayEleven)).toEqual([id]);
    expect((await listLeads(db, {}, {}, mondayEleven)).rows[0]?.overdue).toBe(true);
    // A configured two working days: not yet.
    expect(await ids({ overdue: true }, { ...mondayEleven, newLeadOverdueHours: 48 })).toEqual([]);

    // Contacted, it is no longer New; a follow-up date passing makes it overdue again.
    await setStage(db, id, { stage: 'contacted' }, lakshmi, mondayEleven.now);
    expect(await ids({ overdue: true }, mondayEleven)).toEqual([]);
    await setFollowUp(db, id, new Date('2026-12-01T06:00:00Z'), lakshmi, mondayEleven.now);
    expect(await ids({ overdue: true }, mondayEleven)).toEqual([]);
    const wednesday = { now: new Date('2026-12-02T06:00:00Z') };
    expect(await ids({ overdue: true }, wednesday)).toEqual([id]);
    // Closed, nobody needs to act: never overdue.
    await setStage(db, id, { stage: 'closed', reason: 'unreachable' }, lakshmi, wednesday.now);
    expect(await ids({ overdue: true }, wednesday)).toEqual([]);
  });

  test("a person's screen holds the submission, the timeline in order with who acted, and notes", async () => {
    const id = await inquiry(60, { fullName: 'Priya Raman' }, 'Chennai Education Fair 2026');
    const at = (minutes: number) => new Date(friday.getTime() + minutes * 60_000);
    await assignLead(db, id, lakshmi, arjun, at(1));
    await setStage(db, id, { stage: 'contacted' }, lakshmi, at(2));
    // The same stage again is no change and no entry.
    await setStage(db, id, { stage: 'contacted' }, lakshmi, at(2));
    await setFollowUp(db, id, at(60 * 24), lakshmi, at(2));
    const noteId = await addNote(db, id, '  Prefers a call after 6 pm.  ', lakshmi, at(2));
    await setStage(
      db,
      id,
      { stage: 'closed', reason: 'other', note: 'Joined a college course' },
      { ...lakshmi, name: 'Lakshmi N.' },
      at(3),
    );

    const detail = await leadDetail(db, 'inquiries', id, clock);
    expect(detail?.submission).toMatchObject({ id, fullName: 'Priya Raman' });
    expect(detail?.submission.source?.event).toBe('Chennai Education Fair 2026');
    expect(detail?.lead).toMatchObject({
      stage: 'closed',
      closedReason: 'other',
      closedNote: 'Joined a college course',
      assignedTo: lakshmi.id,
      followUpAt: at(60 * 24).toISOString(),
    });
    expect(detail?.timeline).toEqual([
      { type: 'received', at: minutesBefore(60), actor: null },
      { type: 'assigned', at: at(1).toISOString(), actor: arjun, to: lakshmi },
      {
        type: 'stage',
        at: at(2).toISOString(),
        actor: lakshmi,
        from: 'new',
        to: 'contacted',
        reason: null,
      },
      {
        type: 'follow_up',
        at: at(2).toISOString(),
        actor: lakshmi,
        followUpAt: at(60 * 24).toISOString(),
      },
      { type: 'note', at: at(2).toISOString(), actor: lakshmi, noteId },
      {
        type: 'stage',
        at: at(3).toISOString(),
        actor: { id: lakshmi.id, name: 'Lakshmi N.' },
        from: 'contacted',
        to: 'closed',
        reason: 'other',
        noteId: detail?.notes[1]?.id,
      },
    ]);
    expect(detail?.notes).toEqual([
      {
        id: noteId,
        at: at(2).toISOString(),
        authorId: lakshmi.id,
        authorName: lakshmi.name,
        text: 'Prefers a call after 6 pm.',
      },
      // The words given for closing it, kept as a note the stage entry names.
      {
        id: expect.any(String),
        at: at(3).toISOString(),
        authorId: lakshmi.id,
        authorName: 'Lakshmi N.',
        text: 'Joined a college course',
      },
    ]);
    // Nothing the person sent is repeated in the timeline's details.
    const details = await db.selectFrom('leadEvents').select('detail').execute();
    expect(JSON.stringify(details)).not.toContain('Priya');
    expect(await leadDetail(db, 'applications', id, clock)).toBeNull();
  });

  test('changes are refused without what they need, and name a missing lead', async () => {
    const id = await inquiry(5);
    const closing = { stage: 'closed' } as Parameters<typeof setStage>[2];
    expect(() => setStage(db, id, closing, lakshmi, friday)).toThrow('reason');
    await expect(addNote(db, id, '   ', lakshmi, friday)).rejects.toThrow();
    expect(await setStage(db, 'no-such-lead', { stage: 'contacted' }, lakshmi, friday)).toBe(false);
    expect(await addNote(db, 'no-such-lead', 'Called', lakshmi, friday)).toBeNull();
    const detail = await leadDetail(db, 'inquiries', id, clock);
    expect(detail?.timeline.map((entry) => entry.type)).toEqual(['received']);
    expect(detail?.notes).toEqual([]);
  });

  test('leads with the same email or phone are linked as possibly the same person', async () => {
    const first = await inquiry(30, {
      emailAddress: 'kavya@example.in',
      phoneNumber: '98400 77777',
    });
    const sameEmail = await application(20, { email: ' KAVYA@example.in', phone: '98400 88888' });
    const samePhone = await inquiry(10, {
      emailAddress: 'k.s@example.in',
      phoneNumber: '+919840077777',
    });
    await inquiry(5, { emailAddress: 'other@example.in', phoneNumber: '98400 99999' });

    const detail = await leadDetail(db, 'inquiries', first, clock);
    expect(detail?.samePerson.map(({ id, kind, matchedBy }) => ({ id, kind, matchedBy }))).toEqual([
      { id: samePhone, kind: 'inquiries', matchedBy: ['phone'] },
      { id: sameEmail, kind: 'applications', matchedBy: ['email'] },
    ]);
    // Linked, not merged: each is still its own lead.
    expect((await listLeads(db, {}, {}, clock)).total).toBe(4);
  });

  test('the export is the CLI CSV of the filtered leads, and each lead records it', async () => {
    const robotics = await inquiry(10, {
      fullName: '=HYPERLINK("http://evil.example")',
      interestedCourse: 'Robotics',
    });
    await inquiry(20, { interestedCourse: 'Python' });
    await application(30, { courseOfInterest: 'Robotics' });

    const { csv, count } = await exportLeadsCsv(
      db,
      { kind: 'inquiries', course: 'Robotics' },
      lakshmi,
      clock,
    );
    expect(count).toBe(1);
    const [header, row, rest] = csv.split('\r\n');
    expect(header).toBe(
      '\uFEFFid,fullName,emailAddress,phoneNumber,interestedCourse,subject,message,receivedAt,event,counsellor,device,collectedAt,consentVersion,consentGivenAt',
    );
    expect(row?.startsWith(`${robotics},"'=HYPERLINK(""http://evil.example"")",`)).toBe(true);
    expect(rest).toBe('');
    const detail = await leadDetail(db, 'inquiries', robotics, clock);
    expect(detail?.timeline.at(-1)).toMatchObject({ type: 'exported', actor: lakshmi });

    const applications = await exportLeadsCsv(db, { kind: 'applications' }, lakshmi, clock);
    expect(applications.csv.split('\r\n')[0]).toContain(',minor,guardianName,');
    await recordExport(db, [], lakshmi, friday);
  });

  test('erasing a person or purging old records leaves no lead, entry or note behind', async () => {
    const priya = await inquiry(10, { emailAddress: 'priya@example.in' });
    const kept = await inquiry(20, { emailAddress: 'kept@example.in' });
    const old = await application(60 * 24 * 800);
    for (const id of [priya, kept, old]) {
      await addNote(db, id, 'Called, will visit on Saturday', lakshmi, friday);
    }

    await erasePerson(db, { email: 'PRIYA@example.in' });
    await purgeExpiredRecords(db, { inquiryDays: 365, applicationDays: 730 }, friday);

    const left = async (table: 'leads' | 'leadEvents' | 'leadNotes') =>
      (
        await db
          .selectFrom(table)
          .select(table === 'leads' ? 'id' : 'leadId as id')
          .execute()
      ).map((row) => row.id);
    expect(await left('leads')).toEqual([kept]);
    expect(new Set(await left('leadEvents'))).toEqual(new Set([kept]));
    expect(await left('leadNotes')).toEqual([kept]);
  });
});

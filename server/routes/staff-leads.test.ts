import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { leadNoteMaxLength } from '../../src/domain/lead-workflow.ts';
import { loadConfig } from '../config.ts';
import { auditEntries } from '../db/audit.ts';
import type { Db } from '../db/connect.ts';
import { databaseKinds } from '../test/databases.ts';
import { storeApplication, storeInquiry } from '../test/leads.ts';
import { hourMs, staffSuite } from '../test/staff.ts';
import { foreignOriginMessage } from './staff.ts';
import { assignOthersMessage, noLeadMessage } from './staff-leads.ts';

const before = (now: Date, minutes: number) =>
  new Date(now.getTime() - minutes * 60_000).toISOString();

/** An inquiry received `minutes` before `now`. */
const inquiry = (
  db: Db,
  now: Date,
  minutes: number,
  fields: Parameters<typeof storeInquiry>[2] = {},
  event?: string,
) => storeInquiry(db, before(now, minutes), fields, event);

const application = (db: Db, now: Date, minutes: number) =>
  storeApplication(db, before(now, minutes), { fullName: 'Arun Kumar' });

/** The workspace's audit entries (the CLI's own account additions left out). */
async function leadAudit(db: Db) {
  return (await auditEntries(db))
    .filter((entry) => entry.command.startsWith('lead'))
    .map(({ command, staffAccountId, recordCount, filter }) => ({
      command,
      staffAccountId,
      recordCount,
      filter,
    }));
}

/** Everything a change could have touched, to show that a refused one touched nothing. */
async function snapshot(db: Db) {
  return {
    leads: await db.selectFrom('leads').selectAll().orderBy('id').execute(),
    events: await db.selectFrom('leadEvents').select(['leadId', 'type', 'detail']).execute(),
    notes: await db.selectFrom('leadNotes').selectAll().execute(),
    audit: await leadAudit(db),
  };
}

describe.each(databaseKinds())('the inbox over HTTP on %s', (kind) => {
  const { t, clock, staff } = staffSuite(kind);

  test('signed out, every lead route is 401; from another origin, every change is 403', async () => {
    const { send, signedIn } = staff();
    const id = await inquiry(t.db, clock.now(), 10);
    const reads = [
      '/api/staff/leads',
      '/api/staff/leads/new-count',
      '/api/staff/leads/choices',
      `/api/staff/leads/${id}`,
      '/api/staff/leads/export.csv?kind=inquiries',
    ];
    const changes: [string, object][] = [
      [`/api/staff/leads/${id}/stage`, { stage: 'contacted' }],
      [`/api/staff/leads/${id}/assign`, { accountId: null }],
      [`/api/staff/leads/${id}/follow-up`, { at: null }],
      [`/api/staff/leads/${id}/notes`, { text: 'Called' }],
    ];
    for (const url of reads) {
      const answer = await send({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json()).toEqual({ message: 'Sign in to continue' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    for (const [url, payload] of changes) {
      const answer = await send({ method: 'POST', url, payload });
      expect(answer.statusCode, url).toBe(401);
    }
    const counsellor = await signedIn('counsellor', 'Meena Sundar');
    const before = await snapshot(t.db);
    for (const [url, payload] of changes) {
      for (const origin of ['https://evil.example', undefined]) {
        const answer = await send({
          method: 'POST',
          url,
          payload,
          cookie: counsellor.cookie,
          headers: { origin },
        });
        expect(answer.statusCode, `${url} from ${origin}`).toBe(403);
        expect(answer.json()).toEqual({ message: foreignOriginMessage });
      }
    }
    expect(await snapshot(t.db)).toEqual(before);
  });

  test('the list filters, searches and pages on the server, newest first', async () => {
    const { get, post, signedIn } = staff();
    const me = await signedIn('counsellor', 'Meena Sundar');
    const now = clock.now();
    const priya = await inquiry(t.db, now, 5, {
      fullName: 'Priya Raman',
      phoneNumber: '+91 98400 11111',
    });
    const kavya = await inquiry(
      t.db,
      now,
      10,
      { fullName: 'Kavya Iyer', phoneNumber: '044 2345 6789', interestedCourse: 'Data Science' },
      'Chennai Education Fair 2026',
    );
    const arun = await application(t.db, now, 15);
    const old = await inquiry(t.db, now, 3 * 24 * 60, {
      fullName: 'Old Lead',
      phoneNumber: '+91 90000 00000',
    });
    const list = async (query: string) => {
      const answer = await get(`/api/staff/leads${query}`, me.cookie);
      expect(answer.statusCode, query).toBe(200);
      return answer.json();
    };
    const ids = async (query: string) =>
      (await list(query)).leads.map((lead: { id: string }) => lead.id);

    const all = await list('');
    expect(all).toMatchObject({ total: 4, totalCapped: false, nextCursor: null });
    expect(all.leads.map((lead: { id: string }) => lead.id)).toEqual([priya, kavya, arun, old]);
    expect(all.leads[1]).toMatchObject({
      kind: 'inquiries',
      fullName: 'Kavya Iyer',
      course: 'Data Science',
      event: 'Chennai Education Fair 2026',
      stage: 'new',
      assignedTo: null,
      overdue: false,
    });

    expect(await ids('?kind=applications')).toEqual([arun]);
    expect(await ids('?course=Data%20Science')).toEqual([kavya, arun]);
    expect(await ids('?event=Chennai%20Education%20Fair%202026')).toEqual([kavya]);
    // An empty event: sent from the website.
    expect(await ids('?event=')).toEqual([priya, arun, old]);
    expect(await ids('?overdue=true')).toEqual([old]);
    expect(await ids('?search=98400-11111')).toEqual([priya]);
    expect(await ids('?search=kav')).toEqual([kavya]);

    const mine = await post(
      `/api/staff/leads/${kavya}/assign`,
      { accountId: me.accountId },
      me.cookie,
    );
    expect(mine.statusCode).toBe(200);
    const moved = await post(`/api/staff/leads/${arun}/stage`, { stage: 'contacted' }, me.cookie);
    expect(moved.statusCode).toBe(200);
    expect(await ids('?assigned=me')).toEqual([kavya]);
    expect(await ids('?assigned=anyone')).toEqual([kavya]);
    expect(await ids('?assigned=nobody')).toEqual([priya, arun, old]);
    expect(await ids('?stage=contacted')).toEqual([arun]);
    expect(await ids('?stage=new&kind=inquiries&assigned=nobody')).toEqual([priya, old]);

    const first = await list('?size=3');
    expect(first.leads).toHaveLength(3);
    expect(first.total).toBe(4);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`?size=3&after=${encodeURIComponent(first.nextCursor)}`);
    expect(second.leads.map((lead: { id: string }) => lead.id)).toEqual([old]);
    expect(second.nextCursor).toBeNull();

    const count = await get('/api/staff/leads/new-count', me.cookie);
    expect(count.json()).toEqual({ count: 3, newestAt: expect.any(String) });
    const newest = [...first.leads, ...second.leads]
      .map((lead: { receivedAt: string }) => lead.receivedAt)
      .sort()
      .at(-1);
    expect(count.json().newestAt).toBe(newest);
  });

  test("the filters' choices are every course and every event some lead has, by name", async () => {
    const { get, signedIn } = staff();
    const me = await signedIn('counsellor', 'Meena Sundar');
    const now = clock.now();
    const empty = await get('/api/staff/leads/choices', me.cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ courses: [], events: [] });

    await inquiry(t.db, now, 5, { interestedCourse: 'Robotics' }, 'Chennai Fair');
    await inquiry(t.db, now, 6, { interestedCourse: 'python basics' }, 'anna University Day');
    await inquiry(t.db, now, 7, { interestedCourse: 'Robotics' }, 'Chennai Fair');
    await inquiry(t.db, now, 8, { interestedCourse: 'Robotics' });
    await application(t.db, now, 9); // Data Science, from the website
    // Whatever the case, by letter: the same order on both databases.
    const answer = await get('/api/staff/leads/choices', me.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      courses: ['Data Science', 'python basics', 'Robotics'],
      events: ['anna University Day', 'Chennai Fair'],
    });
    // Courses and events are nobody's personal data: no audit entry.
    expect(await leadAudit(t.db)).toEqual([]);
  });

  test('a bad query is 400 naming what is wrong', async () => {
    const { get, signedIn } = staff();
    const me = await signedIn('counsellor', 'Meena Sundar');
    const cases: [string, string][] = [
      ['?kind=leads', 'kind must be inquiries or applications'],
      ['?stage=won', 'stage must be one of the stages'],
      ['?assigned=arjun', 'assigned must be me, anyone or nobody'],
      ['?overdue=yes', 'overdue must be true or false'],
      ['?size=0', 'size must be a whole number from 1 to 200'],
      ['?size=201', 'size must be a whole number from 1 to 200'],
      ['?size=2.5', 'size must be a whole number from 1 to 200'],
      ['?after=not-a-cursor', 'after is not a page of this list'],
      ['?stage=new&stage=contacted', 'Give "stage" once'],
      ['?stages=new', 'Unknown parameter "stages"'],
      [`?search=${'a'.repeat(201)}`, '"search" is longer than 200 characters'],
    ];
    for (const [query, message] of cases) {
      const answer = await get(`/api/staff/leads${query}`, me.cookie);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json(), query).toEqual({ message });
    }
    const exported = await get('/api/staff/leads/export.csv', me.cookie);
    expect(exported.statusCode).toBe(400);
    expect(exported.json()).toEqual({
      message: 'An export needs kind: inquiries or applications',
    });
    const paged = await get('/api/staff/leads/export.csv?kind=inquiries&size=5', me.cookie);
    expect(paged.json()).toEqual({ message: 'Unknown parameter "size"' });
  });

  test('each page of the list is an audit entry: how many leads, the filters named, never the search', async () => {
    const { get, signedIn } = staff();
    const me = await signedIn('counsellor', 'Meena Sundar');
    await inquiry(t.db, clock.now(), 30, { fullName: 'Priya Raman' });
    await inquiry(t.db, clock.now(), 40, { fullName: 'Kavya Iyer' });
    expect((await get('/api/staff/leads?stage=new', me.cookie)).statusCode).toBe(200);
    expect((await get('/api/staff/leads?search=Priya', me.cookie)).statusCode).toBe(200);
    const listed = (await leadAudit(t.db)).filter((entry) => entry.command === 'leads list');
    expect(listed).toEqual([
      {
        command: 'leads list',
        staffAccountId: me.accountId,
        recordCount: 2,
        filter: '--stage new',
      },
      { command: 'leads list', staffAccountId: me.accountId, recordCount: 1, filter: '--search' },
    ]);
  });

  test("reading a person's screen is an audit entry naming the account", async () => {
    const { get, signedIn } = staff();
    const me = await signedIn('counsellor', 'Meena Sundar');
    const id = await inquiry(t.db, clock.now(), 30, { fullName: 'Priya Raman' });
    const answer = await get(`/api/staff/leads/${id}`, me.cookie);
    expect(answer.statusCode).toBe(200);
    const { detail } = answer.json();
    expect(detail.lead).toMatchObject({ id, stage: 'new', fullName: 'Priya Raman' });
    expect(detail.submission).toMatchObject({ id, fullName: 'Priya Raman' });
    expect(detail.timeline).toEqual([{ type: 'received', at: expect.any(String), actor: null }]);
    expect(await leadAudit(t.db)).toEqual([
      { command: 'lead show', staffAccountId: me.accountId, recordCount: 1, filter: `--id ${id}` },
    ]);

    const missing = await get(`/api/staff/leads/${randomUUID()}`, me.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: noLeadMessage });
    expect(await leadAudit(t.db)).toHaveLength(1);
  });

  test('each change is on the timeline with who made it, and on the audit trail', async () => {
    const { post, signedIn } = staff();
    const me = await signedIn('counsellor', 'Meena Sundar');
    const id = await inquiry(t.db, clock.now(), 30);
    const url = (action: string) => `/api/staff/leads/${id}/${action}`;
    const meena = { id: me.accountId, name: 'Meena Sundar' };
    const followUp = new Date(clock.now().getTime() + 24 * hourMs).toISOString();

    const assigned = await post(url('assign'), { accountId: me.accountId }, me.cookie);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().detail.lead.assignedTo).toBe(me.accountId);
    const staged = await post(url('stage'), { stage: 'contacted' }, me.cookie);
    expect(staged.json().detail.lead.stage).toBe('contacted');
    const dated = await post(url('follow-up'), { at: followUp }, me.cookie);
    expect(dated.json().detail.lead.followUpAt).toBe(followUp);
    const noted = await post(url('notes'), { text: '  Prefers a call after 6 pm. ' }, me.cookie);
    expect(noted.statusCode).toBe(201);
    const closed = await post(
      url('stage'),
      { stage: 'closed', reason: 'not_interested', note: 'Joined elsewhere' },
      me.cookie,
    );
    expect(closed.statusCode).toBe(200);

    const { detail } = closed.json();
    expect(detail.lead).toMatchObject({
      stage: 'closed',
      closedReason: 'not_interested',
      closedNote: 'Joined elsewhere',
    });
    // The words given for closing it are a note of the lead, which its stage entry names.
    // (The test's clock stands still: both notes have one time, and no order between them.)
    const byMe = (text: string) => expect.objectContaining({ authorId: me.accountId, text });
    expect(detail.notes).toHaveLength(2);
    expect(detail.notes).toEqual(
      expect.arrayContaining([byMe('Prefers a call after 6 pm.'), byMe('Joined elsewhere')]),
    );
    const closingWords = detail.notes.find(
      (note: { text: string }) => note.text === 'Joined elsewhere',
    );
    const firstNote = detail.notes.find((note: { id: string }) => note !== closingWords);
    expect(detail.timeline.map(({ at: _, ...entry }: { at: string }) => entry)).toEqual([
      { type: 'received', actor: null },
      { type: 'assigned', actor: meena, to: meena },
      { type: 'stage', actor: meena, from: 'new', to: 'contacted', reason: null },
      { type: 'follow_up', actor: meena, followUpAt: followUp },
      { type: 'note', actor: meena, noteId: firstNote.id },
      {
        type: 'stage',
        actor: meena,
        from: 'contacted',
        to: 'closed',
        reason: 'not_interested',
        noteId: closingWords.id,
      },
    ]);
    const entry = (command: string) => ({
      command,
      staffAccountId: me.accountId,
      recordCount: 1,
      filter: `--id ${id}`,
    });
    expect(await leadAudit(t.db)).toEqual([
      entry('lead assign'),
      entry('lead stage'),
      entry('lead follow-up'),
      entry('lead note'),
      entry('lead stage'),
    ]);

    // Reopened, the lead has no closing words of its own any more; what was said stays.
    const reopened = (await post(url('stage'), { stage: 'contacted' }, me.cookie)).json().detail;
    expect(reopened.lead.closedNote).toBeNull();
    expect(reopened.notes.map((note: { text: string }) => note.text).sort()).toEqual([
      'Joined elsewhere',
      'Prefers a call after 6 pm.',
    ]);

    // Letting the lead go, and clearing the follow-up.
    const released = await post(url('assign'), { accountId: null }, me.cookie);
    expect(released.json().detail.lead.assignedTo).toBeNull();
    const cleared = await post(url('follow-up'), { at: null }, me.cookie);
    expect(cleared.json().detail.lead.followUpAt).toBeNull();
  });

  test('only an admin hands a lead to someone else, and only to an active account', async () => {
    const { post, signedIn, addAccount } = staff();
    const counsellor = await signedIn('counsellor', 'Meena Sundar');
    const admin = await signedIn('admin', 'Asha Admin');
    const id = await inquiry(t.db, clock.now(), 30);
    const assign = (accountId: string | null, cookie: string) =>
      post(`/api/staff/leads/${id}/assign`, { accountId }, cookie);

    const before = await snapshot(t.db);
    const refused = await assign(admin.accountId, counsellor.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: assignOthersMessage });
    expect(await snapshot(t.db)).toEqual(before);

    const handed = await assign(counsellor.accountId, admin.cookie);
    expect(handed.statusCode).toBe(200);
    expect(handed.json().detail.lead.assignedTo).toBe(counsellor.accountId);

    const { accountId: gone } = await addAccount('counsellor', 'Ravi Gone');
    await post(`/api/staff/accounts/${gone}/disable`, {}, admin.cookie);
    const afterHand = await snapshot(t.db);
    for (const accountId of [gone, randomUUID()]) {
      const answer = await assign(accountId, admin.cookie);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: 'No active staff account has that id.' });
    }
    expect(await snapshot(t.db)).toEqual(afterHand);
  });

  test('a bad change is 400 with what is wrong, and changes nothing', async () => {
    const { post, signedIn } = staff();
    const me = await signedIn('counsellor', 'Meena Sundar');
    const id = await inquiry(t.db, clock.now(), 30);
    const url = (action: string) => `/api/staff/leads/${id}/${action}`;
    const cases: [string, object, string][] = [
      ['stage', { stage: 'won' }, 'Choose one of the stages'],
      ['stage', {}, 'Choose one of the stages'],
      ['stage', { stage: 'closed' }, 'Closing needs a reason'],
      ['stage', { stage: 'closed', reason: 'bored' }, 'Closing needs a reason'],
      ['stage', { stage: 'contacted', reason: 'other' }, 'Only closing takes a reason and a note'],
      [
        'stage',
        { stage: 'closed', reason: 'other', note: 'x'.repeat(501) },
        "The reason's note is longer than 500 characters",
      ],
      ['assign', { accountId: 42 }, 'accountId must be an account id or null'],
      ['assign', {}, 'accountId must be an account id or null'],
      ['follow-up', { at: 'tomorrow' }, 'at must be a date and time with its offset, or null'],
      ['follow-up', { at: '2026-11-30' }, 'at must be a date and time with its offset, or null'],
      ['follow-up', { at: '2026-13-45T10:00Z' }, 'Not a date'],
      ['notes', { text: '   ' }, 'A note needs some text'],
      ['notes', { text: ['a'] }, 'A note needs some text'],
      [
        'notes',
        { text: 'x'.repeat(leadNoteMaxLength + 1) },
        `A note is at most ${leadNoteMaxLength} characters`,
      ],
    ];
    const before = await snapshot(t.db);
    for (const [action, payload, message] of cases) {
      const answer = await post(url(action), payload, me.cookie);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toEqual({ message });
    }
    expect(await snapshot(t.db)).toEqual(before);

    const missing = await post(
      `/api/staff/leads/${randomUUID()}/stage`,
      { stage: 'contacted' },
      me.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: noLeadMessage });
    expect(await snapshot(t.db)).toEqual(before);
  });

  test('the export is a CSV download of the filter, on each timeline and the audit trail', async () => {
    const { get, signedIn } = staff();
    const me = await signedIn('counsellor', 'Meena Sundar');
    const now = clock.now();
    const fair = await inquiry(t.db, now, 10, { fullName: 'Kavya Iyer' }, 'Chennai Fair');
    const web = await inquiry(t.db, now, 20, { fullName: 'Priya Raman' });
    await application(t.db, now, 30);

    const answer = await get(
      '/api/staff/leads/export.csv?kind=inquiries&event=Chennai%20Fair',
      me.cookie,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="inquiries-2026-11-27.csv"',
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const lines = answer.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Kavya Iyer');
    expect(answer.body).not.toContain('Priya Raman');

    expect(await leadAudit(t.db)).toEqual([
      {
        command: 'leads export',
        staffAccountId: me.accountId,
        recordCount: 1,
        filter: '--kind inquiries --event',
      },
    ]);
    const exported = await t.db
      .selectFrom('leadEvents')
      .select(['leadId', 'actorId'])
      .where('type', '=', 'exported')
      .execute();
    expect(exported).toEqual([{ leadId: fair, actorId: me.accountId }]);
    expect(exported.map((row) => row.leadId)).not.toContain(web);
  });

  describe('with NEW_LEAD_OVERDUE_HOURS=4', () => {
    const { newLeadOverdueHours } = loadConfig({ NEW_LEAD_OVERDUE_HOURS: '4' });
    const quick = staffSuite(kind, { newLeadOverdueHours });

    test('a lead New for 5 working hours is overdue, and not with the default of 24', async () => {
      // Friday 27 November, 14:30 in Chennai: 5 hours back is the same morning, no Sunday.
      const now = clock.now();
      expect(quick.clock.now()).toEqual(now);
      const shown = async (suite: typeof quick) => {
        const { get, signedIn } = suite.staff();
        const me = await signedIn('counsellor', 'Meena Sundar');
        const id = await inquiry(suite.t.db, now, 5 * 60, { fullName: 'Priya Raman' });
        const read = async (url: string) => {
          const answer = await get(url, me.cookie);
          expect(answer.statusCode, url).toBe(200);
          return answer;
        };
        const list = (await read('/api/staff/leads')).json();
        const overdueList = (await read('/api/staff/leads?overdue=true')).json();
        const detail = (await read(`/api/staff/leads/${id}`)).json().detail;
        const exported = (await read('/api/staff/leads/export.csv?kind=inquiries&overdue=true'))
          .body;
        return {
          inList: list.leads[0].overdue,
          filtered: overdueList.leads.map((lead: { id: string }) => lead.id),
          onScreen: detail.lead.overdue,
          exported: exported.includes('Priya Raman'),
          id,
        };
      };

      const four = await shown(quick);
      expect(four).toEqual({
        inList: true,
        filtered: [four.id],
        onScreen: true,
        exported: true,
        id: four.id,
      });
      const standard = await shown({ t, clock, staff });
      expect(standard).toEqual({
        inList: false,
        filtered: [],
        onScreen: false,
        exported: false,
        id: standard.id,
      });
    });
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { defaultRetention } from '../../src/domain/retention.ts';
import { auditEntries } from '../db/audit.ts';
import { purgeExpiredRecords } from '../db/retention.ts';
import { countSubmissions } from '../db/submissions.ts';
import { databaseKinds } from '../test/databases.ts';
import { aDataRequest, anApplication, anInquiry } from '../test/fixtures.ts';
import { postSubmission } from '../test/harness.ts';
import { staffSuite } from '../test/staff.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())('a withdrawal of consent takes effect on %s', (kind) => {
  const { t, staff } = staffSuite(kind);

  /** Meena sent an inquiry and an application; her brother Arun shares the phone. */
  async function family() {
    const phone = '+91 98400 44444';
    const meena = anApplication({ fullName: 'Meena S', email: 'meena.s@example.in', phone });
    const arun = anApplication({ fullName: 'Arun S', email: 'arun.s@example.in', phone });
    const meenaKey = randomUUID();
    const meenaId = (await postSubmission(t, '/api/applications', meena, meenaKey)).json().id;
    const arunId = (await postSubmission(t, '/api/applications', arun, randomUUID())).json().id;
    const inquiry = anInquiry({ fullName: 'Meena S', emailAddress: meena.email, phoneNumber: '' });
    const inquiryId = (await postSubmission(t, '/api/inquiries', inquiry, randomUUID())).json().id;
    return { phone, meena, meenaKey, meenaId, arunId, inquiryId };
  }

  async function withdraw(email: string, phone = '') {
    const request = aDataRequest({ email, phone, request: 'withdraw-consent' });
    const answer = await postSubmission(t, '/api/data-requests', request, randomUUID());
    expect(answer.statusCode).toBe(201);
    return answer.json().id as string;
  }

  const leadIds = async (cookie: string) => {
    const list = (await staff().get('/api/staff/leads', cookie)).json();
    return (list.leads as { id: string }[]).map((lead) => lead.id);
  };

  test('the person’s records leave the inbox, its counts and the exports at once; a sibling’s stay', async () => {
    const { get, signedIn } = staff();
    const counsellor = await signedIn('counsellor', 'Zara Thomas');
    const f = await family();
    expect((await get('/api/staff/leads/new-count', counsellor.cookie)).json().count).toBe(3);

    const requestId = await withdraw(f.meena.email, f.phone);

    expect(await leadIds(counsellor.cookie)).toEqual([f.arunId]);
    const searched = await get('/api/staff/leads?search=Meena', counsellor.cookie);
    expect(searched.json().leads).toEqual([]);
    expect((await get('/api/staff/leads/new-count', counsellor.cookie)).json().count).toBe(1);
    const csv = await get('/api/staff/leads/export.csv?kind=applications', counsellor.cookie);
    expect(csv.body).toContain('arun.s@example.in');
    expect(csv.body).not.toContain('meena.s@example.in');
    expect(await countSubmissions(t.db, 'applications')).toBe(1);
    expect(await countSubmissions(t.db, 'inquiries')).toBe(0);

    // Opened by its address, the lead says why it is not in the lists, and until when.
    const detail = (await get(`/api/staff/leads/${f.meenaId}`, counsellor.cookie)).json().detail;
    expect(detail.withdrawal).toEqual({
      requestId,
      withdrawnAt: expect.any(String),
      eraseBy: new Date(Date.parse(detail.withdrawal.withdrawnAt) + 7 * dayMs).toISOString(),
    });
  });

  test('admins see the queue; undoing one the person did not make brings the records back', async () => {
    const { get, post, signedIn } = staff();
    const counsellor = await signedIn('counsellor', 'Zara Thomas');
    const admin = await signedIn('admin', 'Meena Sundar');
    const f = await family();
    const requestId = await withdraw(f.meena.email);

    const refused = await get('/api/staff/personal-data/withdrawals', counsellor.cookie);
    expect(refused.statusCode).toBe(403);
    const queue = await get('/api/staff/personal-data/withdrawals', admin.cookie);
    expect(queue.statusCode).toBe(200);
    expect(queue.headers['cache-control']).toBe('no-store');
    const [withdrawal, ...others] = queue.json().withdrawals;
    expect(others).toEqual([]);
    expect(withdrawal).toMatchObject({ requestId, email: f.meena.email, phone: '' });
    expect(
      withdrawal.records.map((record: { id: string; name: string }) => [record.id, record.name]),
    ).toEqual([
      [f.meenaId, 'Meena S'],
      [f.inquiryId, 'Meena S'],
    ]);

    const undone = await post(
      `/api/staff/personal-data/withdrawals/${requestId}/undo`,
      {},
      admin.cookie,
    );
    expect(undone.json()).toEqual({ records: 2 });
    expect((await leadIds(counsellor.cookie)).sort()).toEqual(
      [f.meenaId, f.arunId, f.inquiryId].sort(),
    );
    const again = await post(
      `/api/staff/personal-data/withdrawals/${requestId}/undo`,
      {},
      admin.cookie,
    );
    expect(again.statusCode).toBe(404);
    expect((await get('/api/staff/personal-data/withdrawals', admin.cookie)).json()).toEqual({
      withdrawals: [],
    });
    const request = await t.db
      .selectFrom('dataRequests')
      .selectAll()
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request.doneAt).not.toBeNull();
    const trail = (await auditEntries(t.db)).map(({ command, recordCount, filter }) => ({
      command,
      recordCount,
      filter,
    }));
    expect(trail).toContainEqual({ command: 'withdrawals', recordCount: 2, filter: '' });
    expect(trail).toContainEqual({
      command: 'withdrawals undo',
      recordCount: 2,
      filter: `--request ${requestId}`,
    });
  });

  test('erased now at the person’s request, or by the purge a week on; a replay stores nothing', async () => {
    const { post, signedIn } = staff();
    const admin = await signedIn('admin', 'Meena Sundar');
    const f = await family();
    const first = await withdraw(f.meena.email);
    const erased = await post(
      `/api/staff/personal-data/withdrawals/${first}/erase`,
      {},
      admin.cookie,
    );
    expect(erased.json()).toEqual({ records: 2 });
    const held = async () =>
      JSON.stringify({
        inquiries: await t.db.selectFrom('inquiries').selectAll().execute(),
        applications: await t.db.selectFrom('applications').selectAll().execute(),
        requests: await t.db.selectFrom('dataRequests').selectAll().execute(),
        leads: await t.db.selectFrom('leads').selectAll().execute(),
      });
    expect(await held()).not.toContain('meena.s@example.in');
    expect(await held()).toContain('arun.s@example.in');
    // The phone that still holds Meena's application sends it again: answered, not stored.
    const replay = await postSubmission(t, '/api/applications', f.meena, f.meenaKey);
    expect(replay.statusCode).toBe(200);
    expect(await held()).not.toContain('meena.s@example.in');

    // Arun withdraws too; the purge leaves his records for a week, then erases them.
    await withdraw('arun.s@example.in');
    const sixDays = new Date(Date.now() + 6 * dayMs);
    expect(await purgeExpiredRecords(t.db, defaultRetention, sixDays)).toMatchObject({
      withdrawn: 0,
    });
    expect(await held()).toContain('arun.s@example.in');
    const eightDays = new Date(Date.now() + 8 * dayMs);
    const dryRun = await purgeExpiredRecords(t.db, defaultRetention, eightDays, { dryRun: true });
    expect(dryRun).toMatchObject({ withdrawn: 1 });
    expect(await purgeExpiredRecords(t.db, defaultRetention, eightDays)).toMatchObject({
      withdrawn: 1,
    });
    expect(await held()).not.toContain('arun.s@example.in');
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { auditEntries } from '../db/audit.ts';
import { countSubmissions } from '../db/submissions.ts';
import { databaseKinds } from '../test/databases.ts';
import { aGuardian, anApplication } from '../test/fixtures.ts';
import { postSubmission } from '../test/harness.ts';
import { staffSuite } from '../test/staff.ts';

describe.each(databaseKinds())('a minor’s application waits for its guardian on %s', (kind) => {
  const { t, staff } = staffSuite(kind);

  /** Aditya, 16, applied with his mother's consent; Kavya is an adult. */
  async function applications() {
    const minor = {
      ...anApplication({ fullName: 'Aditya Raman', email: 'aditya@example.in' }),
      minor: true,
      guardian: aGuardian({ name: 'Priya Raman' }),
    };
    const adult = anApplication({ fullName: 'Kavya Rao', email: 'kavya@example.in' });
    const minorId = (await postSubmission(t, '/api/applications', minor, randomUUID())).json().id;
    const adultId = (await postSubmission(t, '/api/applications', adult, randomUUID())).json().id;
    return { minorId, adultId };
  }

  const leadIds = async (cookie: string) =>
    ((await staff().get('/api/staff/leads', cookie)).json().leads as { id: string }[]).map(
      (lead) => lead.id,
    );

  test('held out of the inbox, its counts and exports until verified; then a lead like any other', async () => {
    const { get, post, signedIn } = staff();
    const counsellor = await signedIn('counsellor', 'Zara Thomas');
    const admin = await signedIn('admin', 'Meena Sundar');
    const { minorId, adultId } = await applications();

    expect(await leadIds(counsellor.cookie)).toEqual([adultId]);
    expect((await get('/api/staff/leads/new-count', counsellor.cookie)).json().count).toBe(1);
    const csv = await get('/api/staff/leads/export.csv?kind=applications', counsellor.cookie);
    expect(csv.body).not.toContain('Aditya');
    expect(await countSubmissions(t.db, 'applications')).toBe(1);

    expect((await get('/api/staff/personal-data/guardians', counsellor.cookie)).statusCode).toBe(
      403,
    );
    const queue = await get('/api/staff/personal-data/guardians', admin.cookie);
    expect(queue.headers['cache-control']).toBe('no-store');
    expect(queue.json().guardians).toEqual([
      {
        id: minorId,
        fullName: 'Aditya Raman',
        receivedAt: expect.any(String),
        guardianName: 'Priya Raman',
        relationship: 'Parent',
        ageUnknown: false,
      },
    ]);

    const verified = await post(
      `/api/staff/personal-data/guardians/${minorId}/verify`,
      { method: 'phone-call', reference: 'Spoke to Priya' },
      admin.cookie,
    );
    expect(verified.statusCode).toBe(200);
    expect((await leadIds(counsellor.cookie)).sort()).toEqual([minorId, adultId].sort());
    expect(
      (await get('/api/staff/personal-data/guardians', admin.cookie)).json().guardians,
    ).toEqual([]);
  });

  test('a guardian who could not be verified: the application is erased, with the reason in the trail', async () => {
    const { post, signedIn } = staff();
    const admin = await signedIn('admin', 'Meena Sundar');
    const { minorId, adultId } = await applications();
    const path = `/api/staff/personal-data/guardians/${minorId}/not-verified`;

    const noReason = await post(path, { reason: 'because' }, admin.cookie);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Choose why the guardian could not be verified.');
    const adult = await post(
      `/api/staff/personal-data/guardians/${adultId}/not-verified`,
      { reason: 'unreachable' },
      admin.cookie,
    );
    expect(adult.statusCode).toBe(404);

    const erased = await post(path, { reason: 'unreachable' }, admin.cookie);
    expect(erased.json()).toEqual({ erased: true });
    const held = JSON.stringify({
      applications: await t.db.selectFrom('applications').selectAll().execute(),
      leads: await t.db.selectFrom('leads').selectAll().execute(),
    });
    expect(held).not.toContain('Aditya');
    expect(held).toContain('Kavya');
    expect((await post(path, { reason: 'unreachable' }, admin.cookie)).statusCode).toBe(404);
    const entries = await auditEntries(t.db);
    expect(entries.find((entry) => entry.command === 'guardian not verified')).toMatchObject({
      command: 'guardian not verified',
      recordCount: 1,
      filter: `--application ${minorId} --reason unreachable`,
    });
  });

  test('an application without the under-18 answer is held as a minor’s until an admin records the age asked', async () => {
    const { get, post, signedIn } = staff();
    const counsellor = await signedIn('counsellor', 'Zara Thomas');
    const admin = await signedIn('admin', 'Meena Sundar');
    // As an old outbox or another client sends it: no `minor` member at all.
    const send = async (fullName: string) => {
      const { minor: _, ...body } = anApplication({ fullName });
      const key = randomUUID();
      const answer = await postSubmission(t, '/api/applications', body, key);
      expect(answer.statusCode).toBe(201);
      return { id: answer.json().id as string, body, key };
    };
    const nila = await send('Nila Varma');
    const ravi = await send('Ravi Shankar');

    expect(await leadIds(counsellor.cookie)).toEqual([]);
    expect((await get('/api/staff/leads/new-count', counsellor.cookie)).json().count).toBe(0);
    expect(await countSubmissions(t.db, 'applications')).toBe(0);
    const queue = (await get('/api/staff/personal-data/guardians', admin.cookie)).json().guardians;
    expect(queue.map((waiting: { id: string; ageUnknown: boolean }) => waiting)).toEqual([
      expect.objectContaining({ id: nila.id, ageUnknown: true, guardianName: '' }),
      expect.objectContaining({ id: ravi.id, ageUnknown: true, guardianName: '' }),
    ]);
    const detail = (await get(`/api/staff/leads/${nila.id}`, admin.cookie)).json().detail;
    expect(detail.submission).toMatchObject({ minor: false, ageUnknown: true });

    const age = (id: string, answer: string, cookie = admin.cookie) =>
      post(`/api/staff/personal-data/guardians/${id}/age`, { answer }, cookie);
    expect((await age(nila.id, 'adult', counsellor.cookie)).statusCode).toBe(403);
    const unclear = await age(nila.id, 'maybe');
    expect(unclear.statusCode).toBe(400);
    expect(unclear.json().message).toBe('Choose what the applicant told you.');

    // 18 or over: the New lead it was from the start, in every list.
    expect((await age(nila.id, 'adult')).json()).toEqual({ recorded: true });
    expect(await leadIds(counsellor.cookie)).toEqual([nila.id]);
    expect((await age(nila.id, 'adult')).statusCode).toBe(404);

    // Under 18: erased, and a device sending it again is answered as received, storing nothing.
    expect((await age(ravi.id, 'under-18')).json()).toEqual({ erased: true });
    const replay = await postSubmission(t, '/api/applications', ravi.body, ravi.key);
    expect(replay.statusCode).toBe(200);
    const held = JSON.stringify(await t.db.selectFrom('applications').selectAll().execute());
    expect(held).not.toContain('Ravi');
    expect(held).toContain('Nila');
    expect(
      (await get('/api/staff/personal-data/guardians', admin.cookie)).json().guardians,
    ).toEqual([]);

    const trail = (await auditEntries(t.db)).filter((entry) => entry.command === 'age recorded');
    expect(trail.map((entry) => entry.filter)).toEqual([
      `--application ${nila.id} --answer adult`,
      `--application ${ravi.id} --answer under-18`,
    ]);
  });
});

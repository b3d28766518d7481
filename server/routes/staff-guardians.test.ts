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
});

import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { auditEntries } from '../db/audit.ts';
import { databaseKinds } from '../test/databases.ts';
import { aGuardian, anApplication, anInquiry } from '../test/fixtures.ts';
import { postSubmission } from '../test/harness.ts';
import { staffSuite } from '../test/staff.ts';

describe.each(databaseKinds())('an admin erases a person’s data in the workspace on %s', (kind) => {
  const { t, staff } = staffSuite(kind);

  /** A family: Meena and her brother Arun share a phone; each sent an application. */
  async function family() {
    const phone = '+91 98400 44444';
    const meena = anApplication({
      fullName: 'Meena Subramanian',
      email: 'meena.s@example.in',
      phone,
    });
    const arun = anApplication({ fullName: 'Arun Subramanian', email: 'arun.s@example.in', phone });
    const meenaKey = randomUUID();
    const meenaId = (await postSubmission(t, '/api/applications', meena, meenaKey)).json().id;
    const arunId = (await postSubmission(t, '/api/applications', arun, randomUUID())).json().id;
    const inquiry = anInquiry({ emailAddress: meena.email, phoneNumber: '' });
    const inquiryId = (await postSubmission(t, '/api/inquiries', inquiry, randomUUID())).json().id;
    return { phone, meena, meenaKey, meenaId, arunId, inquiryId };
  }

  test('signed out it is 401; a counsellor gets 403; nothing is read', async () => {
    const { post, signedIn } = staff();
    const body = { email: 'meena.s@example.in' };
    const signedOut = await post('/api/staff/personal-data/erasure-preview', body);
    expect(signedOut.statusCode).toBe(401);
    const counsellor = await signedIn('counsellor', 'Zara Thomas');
    for (const path of ['erasure-preview', 'erase']) {
      const answer = await post(`/api/staff/personal-data/${path}`, body, counsellor.cookie);
      expect(answer.statusCode).toBe(403);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  test('the preview lists each record with why it matched; the sibling behind the phone is not chosen', async () => {
    const { post, signedIn } = staff();
    const admin = await signedIn('admin', 'Meena Sundar');
    const f = await family();
    const answer = await post(
      '/api/staff/personal-data/erasure-preview',
      { email: f.meena.email, phone: f.phone },
      admin.cookie,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const records = answer.json().records as {
      id: string;
      matchedBy: string[];
      selected: boolean;
    }[];
    const byId = Object.fromEntries(records.map((record) => [record.id, record]));
    expect(byId[f.meenaId]).toMatchObject({
      kind: 'applications',
      name: 'Meena Subramanian',
      event: null,
      matchedBy: ['email', 'phone'],
      selected: true,
    });
    expect(byId[f.inquiryId]).toMatchObject({
      kind: 'inquiries',
      matchedBy: ['email'],
      selected: true,
    });
    expect(byId[f.arunId]).toMatchObject({
      name: 'Arun Subramanian',
      matchedBy: ['phone'],
      selected: false,
    });
    const entry = (await auditEntries(t.db)).at(-1);
    expect(entry).toMatchObject({
      command: 'erase',
      recordCount: 0,
      filter: '--email --phone --dry-run',
    });
    expect(entry?.staffAccountId).toBe(admin.accountId);
    for (const personal of [f.meena.email, 'Subramanian', '44444']) {
      expect(JSON.stringify(entry)).not.toContain(personal);
    }
  });

  test('erasing the chosen records takes exactly those, audits it, and a replay is not stored again', async () => {
    const { post, signedIn } = staff();
    const admin = await signedIn('admin', 'Meena Sundar');
    const f = await family();
    const person = { email: f.meena.email, phone: f.phone };
    const answer = await post(
      '/api/staff/personal-data/erase',
      { ...person, ids: [f.meenaId, f.inquiryId] },
      admin.cookie,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().erased).toMatchObject({ applications: 1, inquiries: 1, kept: 1 });
    const left = await t.db.selectFrom('applications').select('id').execute();
    expect(left.map((row) => row.id)).toEqual([f.arunId]);
    expect((await auditEntries(t.db)).at(-1)).toMatchObject({
      command: 'erase',
      recordCount: 2,
      filter: '--email --phone --only --yes',
      staffAccountId: admin.accountId,
    });
    const replay = await postSubmission(t, '/api/applications', f.meena, f.meenaKey);
    expect(replay.statusCode).toBe(200);
    expect(await t.db.selectFrom('applications').select('id').execute()).toHaveLength(1);
  });

  test('no choice, or a record that is not the person’s, erases nothing', async () => {
    const { post, signedIn } = staff();
    const admin = await signedIn('admin', 'Meena Sundar');
    const f = await family();
    const person = { email: f.meena.email };
    const none = await post('/api/staff/personal-data/erase', { ...person, ids: [] }, admin.cookie);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: 'Choose at least one record to erase.' });
    // Arun's application is not found by Meena's email.
    const other = await post(
      '/api/staff/personal-data/erase',
      { ...person, ids: [f.meenaId, f.arunId] },
      admin.cookie,
    );
    expect(other.statusCode).toBe(409);
    expect(await t.db.selectFrom('applications').select('id').execute()).toHaveLength(2);
    const nobody = await post(
      '/api/staff/personal-data/erasure-preview',
      { phone: '+-' },
      admin.cookie,
    );
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toEqual({ message: 'A phone number needs digits.' });
  });

  test('an admin corrects a field; a counsellor cannot; a bad value changes nothing', async () => {
    const { post, signedIn } = staff();
    const admin = await signedIn('admin', 'Meena Sundar');
    const counsellor = await signedIn('counsellor', 'Zara Thomas');
    const f = await family();
    const path = `/api/staff/personal-data/records/${f.meenaId}/correct`;
    const body = { changes: { fullName: 'Meena Subramaniam' } };
    expect((await post(path, body, counsellor.cookie)).statusCode).toBe(403);

    const corrected = await post(path, body, admin.cookie);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toEqual({ fields: ['fullName'] });
    const lead = await t.db
      .selectFrom('leads')
      .select('fullName')
      .where('id', '=', f.meenaId)
      .executeTakeFirst();
    expect(lead?.fullName).toBe('Meena Subramaniam');
    expect((await auditEntries(t.db)).at(-1)).toMatchObject({
      command: 'correct',
      filter: `--id ${f.meenaId} --fullName`,
      staffAccountId: admin.accountId,
    });

    const refused = await post(path, { changes: { email: 'not an email' } }, admin.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Not corrected: /);
    // Arun's email: one application per email.
    const taken = await post(path, { changes: { email: 'arun.s@example.in' } }, admin.cookie);
    expect(taken.statusCode).toBe(409);
    const stored = await t.db
      .selectFrom('applications')
      .select('email')
      .where('id', '=', f.meenaId)
      .executeTakeFirst();
    expect(stored?.email).toBe(f.meena.email);
    const missing = await post(
      '/api/staff/personal-data/records/nobody/correct',
      body,
      admin.cookie,
    );
    expect(missing.statusCode).toBe(404);
  });

  test('an admin verifies a minor’s guardian with the method and a reference; the lead shows how', async () => {
    const { post, get, signedIn } = staff();
    const admin = await signedIn('admin', 'Meena Sundar');
    const counsellor = await signedIn('counsellor', 'Zara Thomas');
    const minor = await postSubmission(
      t,
      '/api/applications',
      { ...anApplication({ fullName: 'Aditya Raman' }), minor: true, guardian: aGuardian() },
      randomUUID(),
    );
    const id = minor.json().id as string;
    const path = `/api/staff/personal-data/guardians/${id}/verify`;
    const how = { method: 'in-person', reference: 'Aadhaar ending 4821, seen at the front desk' };
    expect((await post(path, how, counsellor.cookie)).statusCode).toBe(403);
    const missing = await post(path, { method: 'in-person', reference: ' ' }, admin.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Say what the evidence was, in a few words.' });

    expect((await post(path, how, admin.cookie)).statusCode).toBe(200);
    expect((await post(path, how, admin.cookie)).statusCode).toBe(409);
    const detail = (await get(`/api/staff/leads/${id}`, admin.cookie)).json().detail;
    expect(detail.guardianVerification).toEqual({
      method: 'in-person',
      reference: how.reference,
      byName: 'Meena Sundar',
      at: expect.any(String),
    });
    expect(detail.submission.guardianVerifiedAt).toBe(detail.guardianVerification.at);
    const entry = (await auditEntries(t.db)).find((e) => e.command === 'verified');
    expect(entry).toMatchObject({
      filter: `--application ${id} --method in-person`,
      staffAccountId: admin.accountId,
    });
    expect(JSON.stringify(entry)).not.toContain('4821');
  });

  test('an admin downloads what is held about the person, as a document; the read is audited', async () => {
    const { post, signedIn } = staff();
    const admin = await signedIn('admin', 'Meena Sundar');
    const counsellor = await signedIn('counsellor', 'Zara Thomas');
    const f = await family();
    // Her email and the family's phone: her brother's application is found, but not sent to her.
    const body = { email: f.meena.email, phone: f.phone };
    expect(
      (await post('/api/staff/personal-data/access', body, counsellor.cookie)).statusCode,
    ).toBe(403);
    const answer = await post('/api/staff/personal-data/access', body, admin.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="data-summary-\d{4}-\d\d-\d\d\.txt"$/,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatch(/^What RAAM Academy holds about you\n/);
    expect(answer.body).toContain('Meena Subramanian');
    expect(answer.body).not.toContain('Arun Subramanian');
    expect((await auditEntries(t.db)).at(-1)).toMatchObject({
      command: 'access',
      recordCount: 2,
      filter: '--email --phone',
      staffAccountId: admin.accountId,
    });
  });
});

import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { consentNoticeVersion } from '../../src/domain/consent.ts';
import { dayMs } from '../../src/domain/submission-keys.ts';
import { auditAction, auditEntries } from '../db/audit.ts';
import { insertApplication, insertInquiry } from '../db/submissions.ts';
import { runCli } from '../test/cli-in-process.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases.ts';
import { aConsent, aDataRequest, aGuardian, anApplication, anInquiry } from '../test/fixtures.ts';
import { clearTables, postSubmission, startTestApp, type TestApp } from '../test/harness.ts';

describe.each(databaseKinds())('one person’s data from the submissions CLI on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const submissions = (args: string[], env: Record<string, string> = {}) =>
    runCli('submissions', args, { ...database.env, ...env });

  // Priya sent one of each kind, and is the guardian on her son's application; Karthik sent one.
  const priya = { email: 'Priya.Raman@example.in', phone: '+91 98400 11111' };
  const priyaInquiry = anInquiry({ emailAddress: priya.email, phoneNumber: priya.phone });
  const priyaApplication = anApplication({
    fullName: 'Priya Raman',
    email: priya.email.toLowerCase(),
    phone: '',
  });
  const sonApplication = anApplication({ fullName: 'Aditya Raman', phone: '' });
  const sonGuardian = aGuardian({ name: 'Priya Raman', email: '', phone: '98400-11111' });
  const priyaRequest = aDataRequest({ email: ` ${priya.email.toUpperCase()}`, request: 'erasure' });
  const karthikInquiry = anInquiry({
    fullName: 'Karthik Iyer',
    emailAddress: 'karthik@example.in',
    phoneNumber: '+91 98400 99999',
  });
  const karthikRequest = aDataRequest({ email: 'karthik@example.in' });

  const personal = [
    priya.email,
    priya.email.toLowerCase(),
    '98400',
    'Priya',
    'Raman',
    'Karthik',
    'karthik@example.in',
  ];

  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };

  let sonId = '';
  let priyaRequestId = '';
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database);
  });
  beforeEach(async () => {
    await clearTables(t.db);
    await post('/api/inquiries', { ...priyaInquiry, consent: aConsent() });
    await post('/api/applications', priyaApplication);
    sonId = await post('/api/applications', {
      ...sonApplication,
      minor: true,
      guardian: sonGuardian,
    });
    priyaRequestId = await post('/api/data-requests', priyaRequest);
    await post('/api/inquiries', karthikInquiry);
    await post('/api/data-requests', karthikRequest);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const keys = async () => (await t.db.selectFrom('idempotencyKeys').selectAll().execute()).length;

  test('find --email shows everything held about the person, whatever the case', async () => {
    const result = await submissions(['find', '--email', priya.email.toUpperCase()]);
    expect(result.code).toBe(0);
    const [json = '', total] = result.stdout.split('\nTotal: ');
    const found = JSON.parse(json);
    expect(found.inquiries.map((r: { subject: string }) => r.subject)).toEqual([
      priyaInquiry.subject,
    ]);
    expect(found.inquiries[0].consent).toMatchObject({ version: expect.any(String) });
    expect(found.applications.map((r: { fullName: string }) => r.fullName)).toEqual([
      'Priya Raman',
    ]);
    expect(found.dataRequests.map((r: { request: string }) => r.request)).toEqual(['erasure']);
    expect(total).toBe('3\n');
    expect(result.stdout).not.toContain('Karthik');
  });

  test('find --phone matches by the number’s last 10 digits, and finds a guardian too', async () => {
    const result = await submissions(['find', '--phone', '9840011111']);
    expect(result.code).toBe(0);
    const found = JSON.parse(result.stdout.split('\nTotal: ')[0] ?? '');
    expect(found.applications.map((r: { fullName: string }) => r.fullName)).toEqual([
      'Aditya Raman',
    ]);
    expect(found.inquiries.map((r: { subject: string }) => r.subject)).toEqual([
      priyaInquiry.subject,
    ]);
    const spaced = await submissions(['find', '--phone', '984 0011 111', '--email', priya.email]);
    expect(spaced.stdout).toMatch(/Total: 4\n$/);
  });

  test('find without an email or phone is refused with the usage', async () => {
    const result = await submissions(['find']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("Give the person's email or phone. (--email, --phone)");
  });

  test('erase without --yes lists each record, why it matched and that it would go', async () => {
    const result = await submissions(['erase', '--email', priya.email]);
    expect(result.code).toBe(0);
    const rows = result.stdout.split('\n');
    expect(rows.filter((row) => row.startsWith('[x]'))).toHaveLength(3);
    expect(result.stdout).toMatch(
      /\[x\]\s+inquiry\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+\S.*website\s+email\s/,
    );
    expect(result.stdout).toMatch(/\[x\]\s+application\s+.*Priya Raman\s+website\s+email\s/);
    expect(result.stdout).toMatch(
      new RegExp(`\\[x\\]\\s+data request\\s+.*email\\s+${priyaRequestId}`),
    );
    expect(result.stdout).toContain('3 of 3 would be removed ([x]). Nothing was removed.');
    expect(result.stdout).not.toContain('Karthik');
    expect(await keys()).toBe(6);
    expect(
      JSON.parse(
        (await submissions(['find', '--email', priya.email])).stdout.split('\nTotal')[0] ?? '',
      ).inquiries,
    ).toHaveLength(1);
  });

  test('erase --yes removes every trace of the person and nothing of anyone else', async () => {
    const result = await submissions([
      'erase',
      '--email',
      priya.email,
      '--phone',
      priya.phone,
      '--yes',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        'Removed:',
        '  inquiries: 1',
        '  applications: 2',
        '  data requests (personal data blanked, request kept): 1',
        '  idempotency keys (a replay is answered, not stored): 4',
        '',
      ].join('\n'),
    );

    const after = await submissions(['find', '--email', priya.email, '--phone', priya.phone]);
    expect(after.stdout).toMatch(/Total: 0\n$/);
    const everything = JSON.stringify({
      inquiries: await t.db.selectFrom('inquiries').selectAll().execute(),
      applications: await t.db.selectFrom('applications').selectAll().execute(),
      requests: await t.db.selectFrom('dataRequests').selectAll().execute(),
      keys: await t.db.selectFrom('idempotencyKeys').selectAll().execute(),
    });
    expect(everything).not.toMatch(/priya|raman|11111|aditya/i);
    expect(everything).not.toContain(sonId);
    // Karthik's inquiry and request stay, with their keys.
    expect(everything).toContain('Karthik Iyer');
    expect(everything).toContain('karthik@example.in');
    expect(await keys()).toBe(2);
    // The erasure request itself stays, without who sent it, as the record of its handling.
    const request = await t.db
      .selectFrom('dataRequests')
      .selectAll()
      .where('id', '=', priyaRequestId)
      .executeTakeFirst();
    expect(request).toMatchObject({ email: '', phone: '', message: '', request: 'erasure' });
  });

  test('a sibling who shares the phone is not chosen, and survives the erase', async () => {
    const meena = anApplication({
      fullName: 'Meena Subramanian',
      email: 'meena.s@example.in',
      phone: '+91 98400 44444',
    });
    const arun = anApplication({
      fullName: 'Arun Subramanian',
      email: 'arun.s@example.in',
      phone: '098400-44444',
    });
    const meenaId = await post('/api/applications', meena);
    const arunId = await post('/api/applications', arun);

    // By the phone alone, two people: neither is chosen; staff choose.
    const byPhone = await submissions(['erase', '--phone', '9840044444']);
    expect(byPhone.stdout).toMatch(
      new RegExp(`\\[ \\]\\s+application\\s+.*Meena Subramanian.*phone\\s+${meenaId}`),
    );
    expect(byPhone.stdout).toMatch(
      new RegExp(`\\[ \\]\\s+application\\s+.*Arun Subramanian.*phone\\s+${arunId}`),
    );
    expect(byPhone.stdout).toContain('0 of 2 would be removed');
    const nothing = await submissions(['erase', '--phone', '9840044444', '--yes']);
    expect(nothing.stdout).toContain('  applications: 0\n');
    expect(nothing.stdout).toContain('Kept, not chosen: 2\n');

    // Meena's email and the family's phone: Meena's application goes, her brother's stays.
    const person = ['--email', meena.email, '--phone', meena.phone];
    const preview = await submissions(['erase', ...person]);
    expect(preview.stdout).toMatch(
      new RegExp(`\\[x\\]\\s+application\\s+.*email, phone\\s+${meenaId}`),
    );
    expect(preview.stdout).toMatch(new RegExp(`\\[ \\]\\s+application\\s+.*phone\\s+${arunId}`));
    const erased = await submissions(['erase', ...person, '--yes']);
    expect(erased.stdout).toContain('  applications: 1\n');
    expect(erased.stdout).toContain('Kept, not chosen: 1\n');
    const left = await t.db.selectFrom('applications').select('id').execute();
    expect(left.map((row) => row.id)).toContain(arunId);
    expect(left.map((row) => row.id)).not.toContain(meenaId);

    // Asked again for Meena, her brother's application is not offered in place of hers.
    const again = await submissions(['erase', ...person]);
    expect(again.stdout).toMatch(new RegExp(`\\[ \\]\\s+application\\s+.*phone\\s+${arunId}`));
    expect(again.stdout).toContain('0 of 1 would be removed');

    // Staff can still choose him, by his record's id, when it is his own request.
    const chosen = await submissions(['erase', '--phone', '9840044444', '--only', arunId, '--yes']);
    expect(chosen.stdout).toContain('  applications: 1\n');
    expect(
      await t.db.selectFrom('applications').select('id').where('id', '=', arunId).execute(),
    ).toEqual([]);
  });

  test('--only naming a record not found for the person removes nothing', async () => {
    const result = await submissions([
      'erase',
      '--email',
      priya.email,
      '--only',
      randomUUID(),
      '--yes',
    ]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('Not a record found for this person');
    expect(await keys()).toBe(6);
  });

  test('a device sending an erased submission again hears it arrived, and nothing is stored', async () => {
    const key = randomUUID();
    const late = anApplication({ fullName: 'Kavya Menon', email: 'kavya@example.in', phone: '' });
    const first = await postSubmission(t, '/api/applications', late, key);
    expect(first.statusCode).toBe(201);
    const erased = await submissions(['erase', '--email', late.email, '--yes']);
    expect(erased.stdout).toContain('  applications: 1\n');

    // The device's outbox replays it under its key: answered as received, not stored again.
    const replay = await postSubmission(t, '/api/applications', late, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ message: first.json().message, id: 'erased' });
    const stored = await t.db
      .selectFrom('applications')
      .select('id')
      .where('email', '=', late.email)
      .execute();
    expect(stored).toEqual([]);
    // What is kept of it is nothing personal, and not the key itself.
    const tombstones = JSON.stringify(
      await t.db.selectFrom('erasedSubmissions').selectAll().execute(),
    );
    expect(tombstones).not.toContain(key);
    expect(tombstones).not.toMatch(/kavya/i);

    // Sent anew by the person, under a new key, it is a new application.
    const again = await postSubmission(t, '/api/applications', late, randomUUID());
    expect(again.statusCode).toBe(201);
  });

  test('not-verified erases a minor’s application whose guardian could not be verified, with the reason', async () => {
    const bare = await submissions(['not-verified', sonId]);
    expect(bare.code).not.toBe(0);
    expect(bare.stderr).toContain('Say why the guardian could not be verified.');
    const erased = await submissions(['not-verified', sonId, '--reason', 'declined']);
    expect(erased.stdout).toBe(`Application ${sonId} erased: The guardian did not agree.\n`);
    const found = await submissions(['find', '--email', priya.email, '--phone', '9840011111']);
    expect(found.stdout).not.toContain('Aditya');
    const again = await submissions(['not-verified', sonId, '--reason', 'declined']);
    expect(again.stderr).toContain(
      `No application of an applicant under 18 waits for its guardian with the id ${sonId}`,
    );
    const trail = await t.db.selectFrom('auditEntries').select(['command', 'filter']).execute();
    expect(trail).toContainEqual({
      command: 'guardian not verified',
      filter: `--application ${sonId} --reason declined`,
    });
  });

  test('guardians lists minors’ applications to verify until verified', async () => {
    const before = await submissions(['guardians']);
    expect(before.code).toBe(0);
    expect(before.stdout).toContain(sonId);
    expect(before.stdout).toMatch(/Aditya Raman\s+Priya Raman\s+Parent\s+98400-11111/);
    expect(before.stdout).toMatch(/Total: 1\n$/);
    // Held apart until verified: in no list or export.
    const listed = await submissions(['list', '--kind', 'applications']);
    expect(listed.stdout).not.toContain('Aditya Raman');
    expect(listed.stdout).toMatch(/Total: 1\n$/);

    // How, and on what evidence: without them nothing is recorded.
    const bare = await submissions(['verified', sonId]);
    expect(bare.code).not.toBe(0);
    expect(bare.stderr).toContain('Choose how the guardian was verified.');
    const noEvidence = await submissions(['verified', sonId, '--method', 'phone-call']);
    expect(noEvidence.stderr).toContain('Say what the evidence was, in a few words.');

    const how = ['--method', 'phone-call', '--reference', 'Called 98400-11111; Priya confirmed'];
    const verified = await submissions(['verified', sonId, ...how]);
    expect(verified.stdout).toBe(`The guardian's consent for application ${sonId} is verified.\n`);
    expect((await submissions(['guardians'])).stdout).toMatch(/Total: 0\n$/);
    expect((await submissions(['list', '--kind', 'applications'])).stdout).toContain(
      'Aditya Raman',
    );
    const stored = await t.db
      .selectFrom('applications')
      .select([
        'guardianVerificationMethod',
        'guardianVerificationReference',
        'guardianVerifiedByName',
      ])
      .where('id', '=', sonId)
      .executeTakeFirst();
    expect(stored).toEqual({
      guardianVerificationMethod: 'phone-call',
      guardianVerificationReference: 'Called 98400-11111; Priya confirmed',
      guardianVerifiedByName: expect.stringMatching(/\(command line\)$/),
    });
    // Verified once: a second verification does not overwrite the first.
    const again = await submissions([
      'verified',
      sonId,
      '--method',
      'in-person',
      '--reference',
      'x',
    ]);
    expect(again.stderr).toContain('was verified already; that record stands.');

    const unknown = await submissions(['verified', randomUUID(), ...how]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('No application of an applicant under 18 has the id');
  });

  test('requests list shows waiting requests with the day each is due; requests done marks one', async () => {
    const listed = await submissions(['requests', 'list']);
    expect(listed.stdout).toContain(priyaRequestId);
    const [request] = await t.db
      .selectFrom('dataRequests')
      .selectAll()
      .where('id', '=', priyaRequestId)
      .execute();
    const due = new Date(Date.parse(request?.receivedAt ?? '') + 30 * dayMs).toISOString();
    expect(listed.stdout).toContain(`${due.slice(0, 16).replace('T', ' ')}\n`);
    expect(listed.stdout).toMatch(/Total: 2 \(2 waiting, 0 overdue\)\n$/);

    // A request left 31 days is flagged.
    await t.db
      .updateTable('dataRequests')
      .set({ receivedAt: new Date(Date.now() - 31 * dayMs).toISOString() })
      .where('id', '=', priyaRequestId)
      .execute();
    const late = await submissions(['requests', 'list']);
    expect(late.stdout).toMatch(/ OVERDUE\n/);
    expect(late.stdout).toMatch(/Total: 2 \(2 waiting, 1 overdue\)\n$/);

    const done = await submissions(['requests', 'done', priyaRequestId]);
    expect(done.stdout).toBe(`Data request ${priyaRequestId} is done.\n`);
    expect((await submissions(['requests', 'list'])).stdout).toMatch(
      /Total: 2 \(1 waiting, 0 overdue\)\n$/,
    );
  });

  test('every command that reads or removes personal data leaves an audit entry with none of it', async () => {
    await submissions(['list', '--kind', 'inquiries']);
    await submissions(['export', '--kind', 'applications', '--format', 'json', '--event', 'Fair']);
    await submissions(['find', '--email', priya.email]);
    await submissions(['erase', '--email', priya.email]);
    await submissions(['guardians']);
    await submissions(['requests', 'list']);
    await submissions(['erase', '--phone', karthikInquiry.phoneNumber, '--yes']);

    const entries = await t.db.selectFrom('auditEntries').selectAll().orderBy('at').execute();
    expect(
      entries.map(({ command, recordCount, filter }) => ({ command, recordCount, filter })),
    ).toEqual([
      { command: 'list', recordCount: 2, filter: '--kind inquiries' },
      { command: 'export', recordCount: 0, filter: '--kind applications --event --format json' },
      { command: 'find', recordCount: 3, filter: '--email' },
      // A dry run removes nothing, and says so.
      { command: 'erase', recordCount: 0, filter: '--email --dry-run' },
      { command: 'guardians', recordCount: 1, filter: '' },
      { command: 'requests list', recordCount: 2, filter: '' },
      { command: 'erase', recordCount: 1, filter: '--phone --yes' },
    ]);
    for (const entry of entries) {
      expect(entry.osUser).not.toBe('');
      expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 60_000);
    }
    const trail = JSON.stringify(entries);
    for (const value of personal) expect(trail).not.toContain(value);

    const printed = await submissions(['audit']);
    expect(printed.stdout).toMatch(/find\s+3\s+\S+\s+--email\n/);
    expect(printed.stdout).toMatch(/Total: 7\n$/);
  });

  test('an export that could not be written is in the trail: the entry is made before the records leave', async () => {
    const nowhere = join(database.dataDir, 'no-such-folder', 'applications.csv');
    const result = await submissions([
      'export',
      '--kind',
      'applications',
      '--format',
      'csv',
      '--output',
      nowhere,
    ]);
    expect(result.code).not.toBe(0);
    const entries = await t.db.selectFrom('auditEntries').selectAll().execute();
    expect(entries.map(({ command, recordCount }) => ({ command, recordCount }))).toEqual([
      // Priya's application; her son's waits apart for his guardian, in no export.
      { command: 'export', recordCount: 1 },
    ]);
  });

  test('verified, requests done and purge leave entries too; audit verify finds an edited one', async () => {
    for (const args of [
      ['verified', sonId, '--method', 'in-person', '--reference', 'Aadhaar ending 4821'],
      ['requests', 'done', priyaRequestId],
      ['purge', '--dry-run'],
      ['purge'],
    ]) {
      const result = await submissions(args);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
    }
    const entries = await t.db.selectFrom('auditEntries').selectAll().orderBy('seq').execute();
    expect(
      entries.map(({ command, recordCount, filter }) => ({ command, recordCount, filter })),
    ).toEqual([
      // The method, never the reference: that may name the person.
      { command: 'verified', recordCount: 1, filter: `--application ${sonId} --method in-person` },
      { command: 'requests done', recordCount: 1, filter: `--request ${priyaRequestId}` },
      // A dry run removes nothing and writes nothing; the purge says how many went.
      { command: 'purge', recordCount: 0, filter: '' },
    ]);

    const whole = await submissions(['audit', 'verify']);
    expect(whole.code).toBe(0);
    expect(whole.stdout).toMatch(
      /^The audit trail is whole: 3 entries, the last one's hash [0-9a-f]{64}\.\n$/,
    );

    // Someone with the database lowers a count: the trail says where.
    await t.db.updateTable('auditEntries').set({ recordCount: 0 }).where('seq', '=', 1).execute();
    const broken = await submissions(['audit', 'verify']);
    expect(broken.code).not.toBe(0);
    expect(broken.stderr).toContain(
      'The audit trail is broken at entry 1: it was changed after it was written.',
    );
  });

  test('a withdrawal takes Priya out of list and export; withdrawals lists, undoes and erases', async () => {
    const withdrawal = await post(
      '/api/data-requests',
      aDataRequest({ email: priya.email, request: 'withdraw-consent' }),
    );
    const listed = await submissions(['list', '--kind', 'inquiries']);
    expect(listed.stdout).not.toContain('Priya');
    expect(listed.stdout).toContain('Karthik');
    const exported = await submissions(['export', '--kind', 'applications', '--format', 'json']);
    expect(exported.stdout).not.toContain(priya.email.toLowerCase());

    const queue = await submissions(['withdrawals']);
    expect(queue.code).toBe(0);
    const rows = queue.stdout.split('\n').filter((row) => row.startsWith(withdrawal));
    expect(rows).toHaveLength(2);
    expect(rows.join('\n')).toMatch(/inquiry\s+Priya Raman/);
    expect(rows.join('\n')).toMatch(/application\s+Priya Raman/);
    expect(queue.stdout).toContain('Total: 1 withdrawal.');

    const undone = await submissions(['withdrawals', 'undo', withdrawal]);
    expect(undone.stdout).toBe(
      `Withdrawal ${withdrawal} undone: 2 records are back in the lists.\n`,
    );
    expect((await submissions(['list', '--kind', 'inquiries'])).stdout).toContain('Priya');
    const twice = await submissions(['withdrawals', 'undo', withdrawal]);
    expect(twice.code).not.toBe(0);
    expect(twice.stderr).toContain(`No withdrawal waiting has the request id ${withdrawal}`);

    const again = await post(
      '/api/data-requests',
      aDataRequest({ email: priya.email, request: 'withdraw-consent' }),
    );
    const erased = await submissions(['withdrawals', 'erase', again]);
    expect(erased.stdout).toBe(`Withdrawal ${again}: 2 records erased.\n`);
    const after = await submissions(['find', '--email', priya.email]);
    expect(after.stdout).toMatch(/"inquiries": \[\]/);
    expect(after.stdout).toMatch(/"applications": \[\]/);
    const trail = await t.db.selectFrom('auditEntries').select(['command', 'filter']).execute();
    expect(trail).toContainEqual({ command: 'withdrawals erase', filter: `--request ${again}` });
  });

  test('contacts lists everyone the academy could reach once each, for a breach notice', async () => {
    const result = await submissions(['contacts']);
    expect(result.code).toBe(0);
    const rows = result.stdout
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe('name,email,phone,as');
    // Priya once, though she sent an inquiry, an application, a request and is her son's
    // guardian; her son, by his own email; Karthik once, though he sent two things.
    const people = rows.slice(1);
    expect(people.filter((row) => /priya\.raman@example\.in/i.test(row))).toHaveLength(1);
    expect(people.filter((row) => row.includes('karthik@example.in'))).toHaveLength(1);
    expect(people.some((row) => row.startsWith('Aditya Raman,'))).toBe(true);
    const entry = (await t.db.selectFrom('auditEntries').selectAll().orderBy('seq').execute()).at(
      -1,
    );
    expect(entry).toMatchObject({ command: 'contacts', recordCount: people.length, filter: '' });
  });

  test('correct changes the fields asked, with the lead, audits their names and closes the request', async () => {
    const id = await post('/api/applications', {
      ...anApplication({
        fullName: 'Kavya Rao',
        email: 'kavya.r@example.in',
        phone: '98400 12345',
      }),
      consent: aConsent(),
    });
    const request = await post(
      '/api/data-requests',
      aDataRequest({ email: 'kavya.r@example.in', request: 'correction' }),
    );
    const result = await submissions([
      'correct',
      id,
      '--set',
      'fullName=Kavya Ramesh',
      '--set',
      'phone=+91 98400 67890',
      '--request',
      request,
    ]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      `Corrected application ${id}: fullName, phone. Data request ${request} is done.\n`,
    );
    const stored = await t.db
      .selectFrom('applications')
      .select(['fullName', 'phone', 'email'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored).toEqual({
      fullName: 'Kavya Ramesh',
      phone: '+91 98400 67890',
      email: 'kavya.r@example.in',
    });
    // The inbox finds her by what is now true.
    const lead = await t.db
      .selectFrom('leads')
      .select(['fullName', 'phoneKey'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(lead).toEqual({ fullName: 'Kavya Ramesh', phoneKey: '9840067890' });
    const words = await t.db
      .selectFrom('leadNameWords')
      .select('word')
      .where('leadId', '=', id)
      .execute();
    expect(words.map((row) => row.word).sort()).toEqual(['kavya', 'ramesh']);
    const done = await t.db
      .selectFrom('dataRequests')
      .select('doneAt')
      .where('id', '=', request)
      .executeTakeFirst();
    expect(done?.doneAt).not.toBeNull();
    const entry = (await t.db.selectFrom('auditEntries').selectAll().orderBy('seq').execute()).at(
      -1,
    );
    expect(entry).toMatchObject({
      command: 'correct',
      recordCount: 1,
      filter: `--id ${id} --fullName --phone --request ${request}`,
    });
    expect(JSON.stringify(entry)).not.toMatch(/Kavya|67890/);
  });

  test('a correction the form would refuse changes nothing, and says why', async () => {
    const id = await post('/api/inquiries', {
      ...anInquiry({ fullName: 'Divya N' }),
      consent: aConsent(),
    });
    const refused = await submissions(['correct', id, '--set', 'emailAddress=not-an-email']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/Not corrected:\n {2}emailAddress: /);
    const unknown = await submissions(['correct', id, '--set', 'receivedAt=2020-01-01']);
    expect(unknown.stderr).toContain('receivedAt: This field cannot be corrected');
    const nobody = await submissions(['correct', randomUUID(), '--set', 'fullName=X']);
    expect(nobody.stderr).toContain('No inquiry or application has the id');
    const stored = await t.db
      .selectFrom('inquiries')
      .select('fullName')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored?.fullName).toBe('Divya N');
  });

  test('access writes a document the person can read: what is held, why, what was done, with whom', async () => {
    const result = await submissions(['access', '--email', priya.email], {
      HOSTING_PROVIDER: 'Example Cloud, Mumbai region',
    });
    expect(result.code).toBe(0);
    const text = result.stdout;
    expect(text).toMatch(
      /^What RAAM Academy holds about you\nPrepared on .+ for Priya\.Raman@example\.in\./,
    );
    expect(text).toContain('1. Your message of ');
    expect(text).toContain('   Why we hold it: only to answer your message.');
    expect(text).toContain('2. Your application of ');
    expect(text).toContain('   Why we hold it: only to process the application.');
    expect(text).toContain('sent from the website; you agreed to the privacy notice of');
    expect(text).toContain(
      'its stage is "New"; no counsellor is assigned to it yet; staff wrote no notes about it',
    );
    expect(text).toMatch(/3\. Your request of .+: "Erase my data"\n/);
    expect(text).toMatch(/Waiting; to be answered by /);
    expect(text).toContain(
      "Who we shared it with: no one. Only the academy's staff see it; it is stored on the academy's server, hosted by Example Cloud, Mumbai region, which does not use it.",
    );
    expect(text).not.toContain('Karthik');
    expect(text).not.toMatch(/[{}]/);
    const entry = (await t.db.selectFrom('auditEntries').selectAll().orderBy('seq').execute()).at(
      -1,
    );
    expect(entry).toMatchObject({ command: 'access', recordCount: 3, filter: '--email' });

    const nobody = await submissions(['access', '--email', 'nobody@example.in']);
    expect(nobody.stdout).toContain('We hold nothing about you under this email or phone.');
  });

  test('purge removes what is past its retention; --dry-run only counts it', async () => {
    const ago = (days: number) => new Date(Date.now() - days * dayMs).toISOString();
    const old = { source: null, consent: null };
    await insertInquiry(t.db, { id: 'old-i', ...anInquiry(), receivedAt: ago(40), ...old });
    await insertApplication(t.db, {
      id: 'old-a',
      ...anApplication(),
      receivedAt: ago(731),
      ...old,
      minor: false,
      ageUnknown: false,
      guardian: null,
      guardianVerifiedAt: null,
    });
    await t.db
      .updateTable('dataRequests')
      .set({ doneAt: ago(366) })
      .where('id', '=', priyaRequestId)
      .execute();
    const env = { INQUIRY_RETENTION_DAYS: '30' };

    const dryRun = await submissions(['purge', '--dry-run'], env);
    expect(dryRun.stdout).toBe(
      [
        'Past their retention (inquiries after 30 days, applications after 730 days, done data requests after 365 days):',
        '  inquiries: 1',
        '  applications: 1',
        '  data requests: 1',
        'Consent withdrawn 7 days ago or more: 0',
        'Audit entries older than 1095 days: 0',
        'Dry run: nothing was removed.',
        '',
      ].join('\n'),
    );
    const ids = async (table: 'inquiries' | 'applications' | 'dataRequests') =>
      (await t.db.selectFrom(table).select('id').execute()).map((row) => row.id);
    expect(await ids('inquiries')).toContain('old-i');

    const purged = await submissions(['purge'], env);
    expect(purged.stdout).toMatch(
      / {2}inquiries: 1\n {2}applications: 1\n {2}data requests: 1\nConsent withdrawn 7 days ago or more: 0\nAudit entries older than 1095 days: 0\nRemoved\.\n$/,
    );
    expect(await ids('inquiries')).toHaveLength(2);
    expect(await ids('inquiries')).not.toContain('old-i');
    expect(await ids('applications')).toHaveLength(2);
    expect(await ids('dataRequests')).not.toContain(priyaRequestId);
  });

  test('exports carry each record’s consent and a minor’s guardian, once verified', async () => {
    const held = await submissions(['export', '--kind', 'applications', '--format', 'json']);
    expect(held.stdout).not.toContain(sonId);
    const verified = await submissions([
      'verified',
      sonId,
      '--method',
      'phone-call',
      '--reference',
      'Spoke to Priya',
    ]);
    expect(verified.code).toBe(0);
    const json = await submissions(['export', '--kind', 'applications', '--format', 'json']);
    const records = JSON.parse(json.stdout);
    const son = records.find((record: { id: string }) => record.id === sonId);
    expect(son).toMatchObject({ consent: null, minor: true, guardian: sonGuardian });
    expect(son.guardianVerifiedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const inquiries = JSON.parse(
      (await submissions(['export', '--kind', 'inquiries', '--format', 'json'])).stdout,
    );
    expect(inquiries.map((record: { consent: unknown }) => record.consent)).toEqual([
      { version: consentNoticeVersion, givenAt: expect.any(String) },
      null,
    ]);

    const csv = await submissions(['export', '--kind', 'applications', '--format', 'csv']);
    const [header, ...rows] = csv.stdout.split('\r\n');
    expect(header).toMatch(
      /,collectedAt,consentVersion,consentGivenAt,minor,guardianName,guardianRelationship,guardianPhone,guardianEmail,guardianConsentGivenAt,guardianVerifiedAt$/,
    );
    const sonRow = rows.find((row) => row.startsWith(sonId)) ?? '';
    expect(sonRow).toMatch(
      new RegExp(`,,,yes,Priya Raman,Parent,98400-11111,,${sonGuardian.consentGivenAt},\\d{4}-`),
    );
  });

  test('purge removes audit entries past the audit retention; audit verify says so', async () => {
    const ago = (days: number) => new Date(Date.now() - days * dayMs);
    await clearTables(t.db);
    for (const days of [500, 450, 10]) {
      await auditAction(
        t.db,
        { osUser: 'operator' },
        { command: 'find', recordCount: 1, filter: ['--email'], at: ago(days) },
      );
    }
    const env = { AUDIT_RETENTION_DAYS: '400' };

    const dryRun = await submissions(['purge', '--dry-run'], env);
    expect(dryRun.stdout).toContain('Audit entries older than 400 days: 2\nDry run');
    expect(await auditEntries(t.db)).toHaveLength(3);

    const purged = await submissions(['purge'], env);
    expect(purged.stdout).toContain('Audit entries older than 400 days: 2\nRemoved.');
    expect((await auditEntries(t.db)).map(({ seq, command }) => [seq, command])).toEqual([
      [3, 'find'],
      [4, 'purge'],
      [5, 'audit trim'],
    ]);

    const verified = await submissions(['audit', 'verify']);
    expect(verified.code).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(verified.stdout).toMatch(
      new RegExp(
        `^The audit trail is whole: 3 entries, the last one's hash [0-9a-f]{64}\\.\nEntries before #3 were removed by the retention rule on ${today} \\(UTC\\)\\.\n$`,
      ),
    );
  });

  test('an audit retention shorter than a year is refused', async () => {
    const result = await submissions(['purge'], { AUDIT_RETENTION_DAYS: '200' });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(
      'AUDIT_RETENTION_DAYS (200) must be at least 365: the audit trail is kept at least a year (DPDP Rules 2025, Rule 8(3))',
    );
  });

  test('a retention shorter than a month is refused', async () => {
    const result = await submissions(['purge'], { APPLICATION_RETENTION_DAYS: '7' });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(
      'APPLICATION_RETENTION_DAYS must be a whole number from 30 to 36500 (got "7")',
    );
  });
});

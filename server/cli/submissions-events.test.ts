import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../test/cli-in-process.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases.ts';
import { anApplication, anInquiry, aSource } from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

describe.each(databaseKinds())('submissions CLI by event on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const submissions = (...args: string[]) => runCli('submissions', args, database.env);

  const chennai = aSource({ event: 'Chennai Education Fair 2026', device: '' });
  const atChennai = [
    anApplication({ fullName: 'Kavya Subramanian' }),
    anApplication({ fullName: 'Vikram Raja' }),
  ];
  // Another event, one only differing in case, a hostile name, and one sent from home.
  const elsewhere = [
    {
      ...anApplication({ fullName: 'Divya Mohan' }),
      source: aSource({ event: 'Coimbatore Fair' }),
    },
    {
      ...anApplication({ fullName: 'Sanjay Kumar' }),
      source: aSource({ event: 'chennai education fair 2026' }),
    },
    {
      ...anApplication({ fullName: 'Meena Iyer' }),
      source: aSource({
        event: '=HYPERLINK("http://evil.example")\nFair',
        counsellor: '\u202Eevil',
      }),
    },
    anApplication({ fullName: 'Arun Kumar' }),
  ];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database);
    const bodies = [
      { ...atChennai[0], source: chennai },
      ...elsewhere,
      // Sent with spaces around the name: stored trimmed, so the same event.
      { ...atChennai[1], source: { ...chennai, event: ` ${chennai.event}  ` } },
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({ method: 'POST', url: '/api/applications', payload });
      expect(response.statusCode).toBe(201);
    }
    const inquiry = { ...anInquiry(), source: chennai };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: inquiry,
    });
    expect(response.statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const names = (csvOrTable: string) =>
    ['Kavya', 'Vikram', 'Divya', 'Sanjay', 'Meena', 'Arun'].filter((name) =>
      csvOrTable.includes(name),
    );

  test('list shows each record’s event, and nothing for one sent outside an event', async () => {
    const result = await submissions('list', '--kind', 'applications');
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Received \(UTC\)\s+Event\s+Name\s+Email/);
    const row = (name: string) => lines.find((line) => line.includes(name)) ?? '';
    expect(row('Kavya')).toMatch(/^\S+ \S+\s+Chennai Education…\s+Kavya Subramanian/);
    expect(row('Divya')).toMatch(/^\S+ \S+\s+Coimbatore Fair\s+Divya Mohan/);
    expect(row('Arun')).toMatch(/^\S+ \S+\s+Arun Kumar/);
    // A line break in an event's name does not break the table.
    expect(row('Meena')).toContain('=HYPERLINK("http:…');
    expect(lines).toHaveLength(2 + 6 + 1);
  });

  test('--event lists exactly that event’s records, counted', async () => {
    const result = await submissions(
      'list',
      '--kind',
      'applications',
      '--event',
      ` ${chennai.event} `,
    );
    expect(result.code).toBe(0);
    expect(names(result.stdout)).toEqual(['Kavya', 'Vikram']);
    expect(result.stdout.trimEnd().split('\n').at(-1)).toBe('Total: 2');
  });

  test('the JSON export carries each record’s source, or null', async () => {
    const result = await submissions('export', '--kind', 'applications', '--format', 'json');
    expect(result.code).toBe(0);
    const records = JSON.parse(result.stdout);
    expect(records.map((record: { fullName: string }) => record.fullName)).toEqual([
      'Kavya Subramanian',
      'Divya Mohan',
      'Sanjay Kumar',
      'Meena Iyer',
      'Arun Kumar',
      'Vikram Raja',
    ]);
    expect(records[0].source).toEqual(chennai);
    expect(records[3].source).toMatchObject({ counsellor: 'evil' });
    expect(records[4].source).toBeNull();
    expect(Object.keys(records[0]).slice(-5)).toEqual([
      'source',
      'consent',
      'minor',
      'guardian',
      'guardianVerifiedAt',
    ]);
  });

  test('the CSV export has the source’s columns, empty without one, and no live formulas', async () => {
    const result = await submissions('export', '--kind', 'applications', '--format', 'csv');
    expect(result.code).toBe(0);
    const rows = result.stdout.split('\r\n');
    expect(rows[0]).toMatch(/,receivedAt,event,counsellor,device,collectedAt,consentVersion,/);
    const row = (name: string) => rows.find((line) => line.includes(name)) ?? '';
    expect(row('Kavya')).toMatch(
      new RegExp(`,${chennai.event},${chennai.counsellor},,${chennai.collectedAt},`),
    );
    expect(row('Arun')).toMatch(/,\d{4}-[^,]+Z,,,,,,,no,/);
    expect(result.stdout).toContain(`,"'=HYPERLINK(""http://evil.example"")\nFair",evil,`);
  });

  test('--event exports exactly that event’s records, in both formats and of either kind', async () => {
    const csv = await submissions(
      'export',
      '--kind',
      'applications',
      '--format',
      'csv',
      '--event',
      chennai.event,
    );
    expect(names(csv.stdout)).toEqual(['Kavya', 'Vikram']);
    expect(csv.stdout.split('\r\n')).toHaveLength(1 + 2 + 1);

    const json = await submissions(
      'export',
      '--kind',
      'applications',
      '--format',
      'json',
      '--event',
      chennai.event,
    );
    const records = JSON.parse(json.stdout);
    expect(records.map((record: { fullName: string }) => record.fullName)).toEqual([
      'Kavya Subramanian',
      'Vikram Raja',
    ]);

    const inquiries = (event: string) =>
      submissions('export', '--kind', 'inquiries', '--format', 'json', '--event', event);
    expect(JSON.parse((await inquiries(chennai.event)).stdout)).toHaveLength(1);
    expect(JSON.parse((await inquiries('Coimbatore Fair')).stdout)).toEqual([]);
  });

  test('an empty --event is refused with the usage', async () => {
    const result = await submissions('list', '--kind', 'applications', '--event', '  ');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("--event needs the event's name");
    expect(result.stderr).toContain('Usage:');
    expect(result.stdout).toBe('');
  });
});

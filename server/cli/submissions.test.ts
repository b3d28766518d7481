import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../test/cli-in-process.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases.ts';
import { anApplication, anInquiry } from '../test/fixtures.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

describe.each(databaseKinds())('submissions CLI on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const submissions = (...args: string[]) => runCli('submissions', args, database.env);

  const hostile = anApplication({
    fullName: '=HYPERLINK("http://evil.example","click")',
    phone: '+91 98400 33333',
    address: 'Flat 4, "Lotus", Arcot Road\nChennai',
    message: '@SUM(1+1)',
  });
  // An address short enough for the table's Email column, whatever the tests before made.
  const plain = anApplication({
    fullName: 'Kavya Subramanian',
    email: 'kavya.s@example.in',
    message: 'வணக்கம்',
  });
  // Shown as "Ravi exe.png" and "Fees for sehctab dnekeew" without their direction controls.
  const inquiry = anInquiry({
    message: '-2+3',
    fullName: 'Ravi \u202Egnp.exe',
    subject: '\u2066Fees\u2069 for \u202Eweekend batches\u202C',
  });
  const inquiryAsStaffSeeIt = { fullName: 'Ravi gnp.exe', subject: 'Fees for weekend batches' };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database);
    for (const [url, payload] of [
      ['/api/applications', hostile],
      ['/api/applications', plain],
      ['/api/inquiries', inquiry],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  test('JSON export is one array of records with every field and the time received', async () => {
    const result = await submissions('export', '--kind', 'applications', '--format', 'json');
    expect(result.code).toBe(0);
    const records = JSON.parse(result.stdout);
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual({
      id: expect.any(String),
      ...hostile,
      receivedAt: expect.any(String),
      source: null,
      consent: null,
      minor: false,
      guardian: null,
      guardianVerifiedAt: null,
    });
    expect(records[1]).toMatchObject(plain);
    expect(Object.keys(records[0])).toEqual([
      'id',
      'fullName',
      'email',
      'phone',
      'address',
      'courseOfInterest',
      'levelOfEducation',
      'message',
      'receivedAt',
      'source',
      'consent',
      'minor',
      'guardian',
      'guardianVerifiedAt',
    ]);
    expect(Date.parse(records[0].receivedAt)).not.toBeNaN();
  });

  test('CSV export has a BOM, a header row, CRLF rows and no live formulas', async () => {
    const result = await submissions('export', '--kind', 'applications', '--format', 'csv');
    expect(result.code).toBe(0);
    const csv = result.stdout;
    expect(csv.startsWith('\uFEFFid,fullName,email,phone,address,courseOfInterest,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    expect(csv).toContain(`,'+91 98400 33333,`);
    expect(csv).toContain(`,"Flat 4, ""Lotus"", Arcot Road\nChennai",`);
    expect(csv).toContain(`,'@SUM(1+1),`);
    expect(csv).toContain('Kavya Subramanian');
    expect(csv).toContain('வணக்கம்');
    // Header + two records; the one line break inside a quoted cell is not a row.
    expect(csv.split('\r\n')).toHaveLength(4);
  });

  test('inquiries export the same way', async () => {
    const json = JSON.parse(
      (await submissions('export', '--kind', 'inquiries', '--format', 'json')).stdout,
    );
    expect(json).toEqual([
      {
        id: expect.any(String),
        ...inquiry,
        ...inquiryAsStaffSeeIt,
        receivedAt: expect.any(String),
        source: null,
        consent: null,
      },
    ]);
    const csv = (await submissions('export', '--kind', 'inquiries', '--format', 'csv')).stdout;
    expect(csv).toContain(`,'-2+3,`);
  });

  test('direction controls a visitor typed reach neither the list nor the exports', async () => {
    const outputs = await Promise.all([
      submissions('list', '--kind', 'inquiries'),
      submissions('export', '--kind', 'inquiries', '--format', 'json'),
      submissions('export', '--kind', 'inquiries', '--format', 'csv'),
    ]);
    for (const { code, stdout } of outputs) {
      expect(code).toBe(0);
      expect(stdout).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
      expect(stdout).toContain(inquiryAsStaffSeeIt.fullName);
      expect(stdout).toContain(inquiryAsStaffSeeIt.subject);
    }
  });

  test('--output writes the export to a file', async () => {
    const path = join(database.dataDir, `export-${randomUUID()}.csv`);
    const result = await submissions(
      'export',
      '--kind',
      'applications',
      '--format',
      'csv',
      '--output',
      path,
    );
    expect(result).toMatchObject({ code: 0, stdout: '' });
    expect(await readFile(path, 'utf8')).toContain('Kavya Subramanian');
  });

  test('list prints a readable table with a count', async () => {
    const result = await submissions('list', '--kind', 'applications');
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Received \(UTC\)\s+Event\s+Name\s+Email/);
    expect(lines).toHaveLength(2 + 2 + 1);
    expect(result.stdout).toContain('Kavya Subramanian');
    expect(result.stdout).toContain(plain.email);
    expect(lines.at(-1)).toBe('Total: 2');
  });

  test('bad arguments are refused with the usage', async () => {
    for (const args of [
      ['export', '--kind', 'people', '--format', 'csv'],
      ['export', '--kind', 'inquiries', '--format', 'xml'],
      ['export', '--kind', 'inquiries'],
      ['delete', '--kind', 'inquiries'],
      ['list', '--colour'],
    ]) {
      const result = await submissions(...args);
      expect(result.code, args.join(' ')).not.toBe(0);
      expect(result.stderr, args.join(' ')).toContain('Usage:');
      expect(result.stdout).toBe('');
    }
  });
});

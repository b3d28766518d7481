/**
 * Each operator CLI as the operator runs it: a Node process started on its compiled entry, with
 * only the environment's variables to go on. The commands themselves are tested in the test's
 * own process (test/cli-in-process.ts), through the same runCli.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditEntries } from '../db/audit.ts';
import { runCli, serverTestBuild } from '../test/cli-process.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { storeInquiry } from '../test/leads.ts';

describe.each(databaseKinds())('the operator CLIs as processes on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const rows = 3000;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database);
    // Stored in one transaction: a commit each would take most of the file's time.
    const receivedAt = new Date().toISOString();
    await t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows; i += 1) {
        await storeInquiry(trx, receivedAt, { emailAddress: `reader${i}@example.in` });
      }
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  test('content: a refusal goes to standard error and the exit code is 1', async () => {
    const missing = await runCli('content', ['get', 'home'], database.env);
    expect(missing).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No content stored for home: the site shows its defaults.\n',
    });
  });

  test('submissions: list prints to standard output and exits 0', async () => {
    const listed = await runCli('submissions', ['list', '--kind', 'inquiries'], database.env);
    expect(listed.code).toBe(0);
    expect(listed.stderr).toBe('');
    expect(listed.stdout).toContain('reader0@example.in');
    expect(listed.stdout).toMatch(new RegExp(`Total: ${rows}\\n$`));
  });

  test('submissions: a reader that stops early (| head) ends an export without an error, and it is audited', async () => {
    const child = spawn(
      process.execPath,
      [
        join(serverTestBuild, 'server', 'cli', 'submissions.js'),
        'export',
        '--kind',
        'inquiries',
        '--format',
        'json',
      ],
      { env: { PATH: process.env.PATH ?? '', ...database.env } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // The first piece read, the pipe closes, as `head` does.
    await once(child.stdout, 'data');
    child.stdout.destroy();
    const [code] = await once(child, 'exit');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    // What left before the reader stopped is in the trail.
    const exports = (await auditEntries(t.db)).filter((entry) => entry.command === 'export');
    expect(exports.map((entry) => entry.recordCount)).toEqual([rows]);
  });

  test('staff: bad arguments print the usage and exit 1, touching nothing', async () => {
    const refused = await runCli('staff', ['promote', '--email', 'a@b.example'], database.env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('npm run staff -- add --email <address>');
  });
});

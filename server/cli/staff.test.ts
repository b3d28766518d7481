import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { auditEntries } from '../db/audit.ts';
import { defaultSignInLimits } from '../staff/sign-in-limits.ts';
import { runCli } from '../test/cli-in-process.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases.ts';
import { clearTables, startTestApp, type TestApp } from '../test/harness.ts';
import { siteOrigin, staffClient } from '../test/staff.ts';

/** Each test runs several commands, each opening the database and checking its migrations. */
const cliTestMs = 90_000;

describe.each(databaseKinds())('the staff CLI on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const staffCli = (args: string[]) =>
    runCli('staff', args, { ...database.env, SITE_ORIGIN: siteOrigin });
  const add = (email: string, name: string, role: string) =>
    staffCli(['add', '--email', email, '--name', name, '--role', role]);
  const http = () => staffClient(t, () => new Date());
  const linkToken = (stdout: string) =>
    /^ {2}http:\/\/localhost:8080\/staff\/enrol#([\w-]{43})$/m.exec(stdout)?.[1] ?? '';

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      siteOrigin,
      signInLimits: { ...defaultSignInLimits, perAddressPerMinute: 1_000_000 },
    });
  }, cliTestMs);
  beforeEach(() => clearTables(t.db));
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  }, cliTestMs);

  test(
    'add prints a one-time link that enrols the first admin',
    async () => {
      const added = await add('Asha@Raam.Example', 'Asha Menon', 'admin');
      expect(added.code).toBe(0);
      expect(added.stdout).toContain('Added Asha Menon <asha@raam.example> (admin).');
      expect(added.stdout).toMatch(/It works once, until \d{4}-\d\d-\d\d \d\d:\d\d UTC\.\n$/);
      const { enrolled } = await http().enrol(linkToken(added.stdout));
      expect(enrolled.statusCode).toBe(200);
      expect(enrolled.json().account).toMatchObject({ email: 'asha@raam.example', role: 'admin' });

      const again = await add('asha@raam.example', 'A', 'admin');
      expect(again.code).toBe(1);
      expect(again.stderr).toBe('Someone already has that email.\n');
      const badRole = await add('b@raam.example', 'B', 'owner');
      expect(badRole.code).toBe(1);
      expect(badRole.stderr).toMatch(/^The role must be admin or counsellor\.\nUsage:/);
    },
    cliTestMs,
  );

  test(
    'list shows each account, its state and its passkeys',
    async () => {
      await add('asha@raam.example', 'Asha Menon', 'admin');
      const counsellor = await add('bala@raam.example', 'Bala Subramanian', 'counsellor');
      await http().enrol(linkToken(counsellor.stdout));
      const listed = await staffCli(['list']);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(
        /Asha Menon\s+asha@raam\.example\s+admin\s+link waiting until \S+ \S+\s+0\n/,
      );
      expect(listed.stdout).toMatch(
        /Bala Subramanian\s+bala@raam\.example\s+counsellor\s+active\s+1\n/,
      );
      expect(listed.stdout).toMatch(/Total: 2\n$/);
    },
    cliTestMs,
  );

  test(
    'link revokes passkeys and sessions; disable ends sessions; enable restores',
    async () => {
      const added = await add('chitra@raam.example', 'Chitra', 'counsellor');
      const client = http();
      const { enrolled, authenticator } = await client.enrol(linkToken(added.stdout));
      const cookie = String(enrolled.headers['set-cookie']).split(';')[0] ?? '';
      expect((await client.get('/api/staff/session', cookie)).statusCode).toBe(200);

      const linked = await staffCli(['link', '--email', 'Chitra@raam.example']);
      expect(linked.code).toBe(0);
      expect(linked.stdout).toContain('their passkeys and sessions ended');
      expect((await client.get('/api/staff/session', cookie)).statusCode).toBe(401);
      expect((await client.signIn(authenticator)).statusCode).toBe(401);

      const second = await client.enrol(linkToken(linked.stdout));
      const cookie2 = String(second.enrolled.headers['set-cookie']).split(';')[0] ?? '';
      expect((await staffCli(['disable', '--email', 'chitra@raam.example'])).code).toBe(0);
      expect((await client.get('/api/staff/session', cookie2)).statusCode).toBe(401);
      expect((await client.signIn(second.authenticator)).statusCode).toBe(401);
      expect((await staffCli(['enable', '--email', 'chitra@raam.example'])).code).toBe(0);
      expect((await client.signIn(second.authenticator)).statusCode).toBe(200);

      const unknown = await staffCli(['disable', '--email', 'nobody@raam.example']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toBe('No staff account has the email nobody@raam.example\n');
    },
    cliTestMs,
  );

  test(
    'each command is an audit entry naming the operating-system user, not an email',
    async () => {
      const added = await add('deepa@raam.example', 'Deepa', 'counsellor');
      await http().enrol(linkToken(added.stdout));
      for (const args of [
        ['list'],
        ['link', '--email', 'deepa@raam.example'],
        ['disable', '--email', 'deepa@raam.example'],
        ['enable', '--email', 'deepa@raam.example'],
      ]) {
        expect((await staffCli(args)).code).toBe(0);
      }
      const trail = (await auditEntries(t.db)).filter((entry) => entry.staffAccountId === null);
      const id = (await t.db.selectFrom('staffAccounts').select('id').executeTakeFirstOrThrow()).id;
      expect(
        trail.map(({ command, recordCount, filter }) => ({ command, recordCount, filter })),
      ).toEqual([
        { command: 'staff add', recordCount: 1, filter: `--role counsellor --account ${id}` },
        { command: 'staff list', recordCount: 1, filter: '' },
        { command: 'staff link', recordCount: 1, filter: `--account ${id}` },
        { command: 'staff disable', recordCount: 0, filter: `--account ${id}` },
        { command: 'staff enable', recordCount: 0, filter: `--account ${id}` },
      ]);
      for (const entry of trail) expect(entry.osUser).not.toBe('');
      expect(JSON.stringify(trail)).not.toContain('deepa');
    },
    cliTestMs,
  );
});

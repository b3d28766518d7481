import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCli } from '../test/cli-in-process.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

describe.each(databaseKinds())('content CLI on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const content = (...args: string[]) => runCli('content', args, database.env);
  const file = async (name: string, text: string) => {
    const path = join(database.dataDir, name);
    await writeFile(path, text);
    return path;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The server runs throughout: the CLI must work beside it.
    t = await startTestApp(database);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  test('set, get and delete round-trip, and the API follows', async () => {
    const home = { heroSection: { title: 'Learn by building', studentCountText: '100+ students' } };
    const set = await content('set', 'home', await file('home.json', JSON.stringify(home)));
    expect(set).toMatchObject({ code: 0, stdout: expect.stringContaining('Saved') });

    const get = await content('get', 'home');
    expect(get.code).toBe(0);
    expect(JSON.parse(get.stdout)).toEqual(home);
    const served = await t.app.inject({ method: 'GET', url: '/api/page-content/home' });
    expect(served.json()).toEqual(home);

    const removed = await content('delete', 'home');
    expect(removed).toMatchObject({ code: 0, stdout: expect.stringContaining('Deleted') });
    const gone = await t.app.inject({ method: 'GET', url: '/api/page-content/home' });
    expect(gone.statusCode).toBe(404);
    expect((await content('get', 'home')).code).toBe(1);
  });

  test('malformed JSON is refused with a clear message and nothing is stored', async () => {
    const result = await content('set', 'about', await file('broken.json', '{"sections": ['));
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/^Refused: .*broken\.json is not valid JSON/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect((await content('get', 'about')).code).toBe(1);
  });

  test('content that does not fit the page is refused field by field', async () => {
    const wrong = { heroSection: { title: 42 }, _id: 'abc' };
    const result = await content('set', 'home', await file('wrong.json', JSON.stringify(wrong)));
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('Refused');
    expect(result.stderr).toContain('heroSection.title');
    expect(result.stderr).toContain('_id');
    expect((await content('get', 'home')).code).toBe(1);
  });

  test('unknown pages, missing files and bad usage are refused', async () => {
    const unknown = await content('get', 'admin');
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('Unknown page "admin"');

    const missing = await content('set', 'home', join(database.dataDir, 'nope.json'));
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('Cannot read');

    const usage = await content('publish');
    expect(usage.code).not.toBe(0);
    expect(usage.stderr).toContain('Usage:');
  });
});

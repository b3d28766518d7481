import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { staffWorkspaceFile } from '../../src/domain/staff-workspace.ts';
import { documentHeaders } from '../security-headers.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import { fakeSite, fakeStartScript, startTestApp, type TestApp } from '../test/harness.ts';

// The site does not touch the database: one (SQLite) run covers it.
describe('serving the staff workspace', () => {
  let database: TestDatabase;
  let t: TestApp;
  let bare: TestApp;
  const workspace =
    '<!doctype html><html><head><meta name="robots" content="noindex"><title>Staff</title></head></html>';

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const site = await fakeSite();
    await mkdir(join(site, 'staff'));
    await writeFile(join(site, staffWorkspaceFile), workspace);
    await mkdir(join(site, 'assets', 'staff'), { recursive: true });
    await writeFile(join(site, 'assets', 'staff', 'index-3f9a1c.js'), 'export {};');
    t = await startTestApp(database, { staticDir: site });
    bare = await startTestApp(database);
  });
  afterAll(async () => {
    await t?.close();
    await bare?.close();
    await database?.drop();
  });

  const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

  test('every workspace path answers its document, never stored, never indexed', async () => {
    for (const url of [
      '/staff',
      '/staff/',
      '/staff/sign-in',
      '/staff/accounts',
      '/staff/a/b?x=1',
    ]) {
      const response = await get(t, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(workspace);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
  });

  test('its document has the same strict policies as every page', async () => {
    const response = await get(t, '/staff/sign-in');
    for (const [name, value] of Object.entries(documentHeaders(fakeStartScript))) {
      expect(response.headers[name], name).toBe(value);
    }
  });

  test('its hashed assets are kept like the site’s', async () => {
    const response = await get(t, '/assets/staff/index-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  test('a build without the workspace answers its paths with not found', async () => {
    expect((await get(bare, '/staff/sign-in')).statusCode).toBe(404);
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import { fakeSite, startTestApp, type TestApp } from '../test/harness.ts';

/** The privacy page's retention section as the build pre-renders it, with the defaults. */
const prerenderedPrivacy =
  '<!doctype html><title>Privacy Policy</title><p>Inquiries are kept for <span data-retention="inquiryDays">365 days</span>, applications for <span data-retention="applicationDays">730 days</span>.</p>';

// The page does not touch the database: one (SQLite) run covers it.
describe('the privacy page states the server’s retention', () => {
  let database: TestDatabase | undefined;
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    await database?.drop();
  });

  async function serverWith(env: Record<string, string>) {
    database = await createTestDatabase('sqlite');
    const site = await fakeSite();
    await mkdir(join(site, 'privacy-policy'));
    await writeFile(join(site, 'privacy-policy', 'index.html'), prerenderedPrivacy);
    t = await startTestApp(database, { staticDir: site, retention: loadConfig(env).retention });
    return t;
  }

  test('a server started with INQUIRY_RETENTION_DAYS=90 serves a privacy page saying 90 days', async () => {
    const server = await serverWith({ INQUIRY_RETENTION_DAYS: '90' });
    const response = await server.app.inject({ url: '/privacy-policy' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(
      'Inquiries are kept for <span data-retention="inquiryDays">90 days</span>',
    );
    expect(response.body).toContain('<span data-retention="applicationDays">730 days</span>');
  });

  test('a page served with the operator’s periods is revalidated like any page', async () => {
    const server = await serverWith({ APPLICATION_RETENTION_DAYS: '400' });
    const first = await server.app.inject({ url: '/privacy-policy/' });
    expect(first.body).toContain('<span data-retention="applicationDays">400 days</span>');
    const again = await server.app.inject({
      url: '/privacy-policy',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test('with the default periods the pre-rendered page goes out as it was built', async () => {
    const server = await serverWith({});
    const response = await server.app.inject({ url: '/privacy-policy' });
    expect(response.body).toBe(prerenderedPrivacy);
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import { fakeSite, startTestApp, type TestApp } from '../test/harness.ts';

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

/** The privacy page's retention section as the build pre-renders it, with the defaults. */
const prerenderedPrivacy = page(
  'Privacy Policy',
  '<p>Inquiries are kept for <span data-retention="inquiryDays">365 days</span>, applications for <span data-retention="applicationDays">730 days</span>.</p>',
);

/** A form's notice as the build pre-renders it: the default period, in months. */
const prerenderedNotice = (name: 'inquiryDays' | 'applicationDays', months: number) =>
  page(
    'Form',
    `<p>We collect your details only to answer your message, and keep them for <span data-retention="${name}" data-retention-words="months">${months} months</span>, then delete them.</p>`,
  );

// The page does not touch the database: one (SQLite) run covers it.
describe('the privacy page and the forms’ notice state the server’s retention', () => {
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
    await mkdir(join(site, 'contact'));
    await writeFile(join(site, 'contact', 'index.html'), prerenderedNotice('inquiryDays', 12));
    await mkdir(join(site, 'apply'));
    await writeFile(join(site, 'apply', 'index.html'), prerenderedNotice('applicationDays', 24));
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

  test('a server keeping inquiries 45 days and applications three years says so on /contact and /apply', async () => {
    const server = await serverWith({
      INQUIRY_RETENTION_DAYS: '45',
      APPLICATION_RETENTION_DAYS: '1095',
    });
    const contact = await server.app.inject({ url: '/contact' });
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toContain(
      'keep them for <span data-retention="inquiryDays" data-retention-words="months">45 days</span>, then delete them.',
    );
    const apply = await server.app.inject({ url: '/apply/' });
    expect(apply.body).toContain(
      'keep them for <span data-retention="applicationDays" data-retention-words="months">36 months</span>, then delete them.',
    );
  });

  test('every page states the server’s periods in its head, for the pages the app renders next', async () => {
    const server = await serverWith({ INQUIRY_RETENTION_DAYS: '30' });
    const block =
      '<script type="application/json" id="served-retention">{"inquiryDays":30,"applicationDays":730}</script></head>';
    for (const url of ['/', '/contact', '/privacy-policy']) {
      const response = await server.app.inject({ url });
      expect(response.body, url).toContain(block);
    }
    expect((await server.app.inject({ url: '/contact' })).body).toContain(
      '<span data-retention="inquiryDays" data-retention-words="months">1 month</span>',
    );
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

  test('with the default periods the pre-rendered pages go out as they were built', async () => {
    const server = await serverWith({});
    const response = await server.app.inject({ url: '/privacy-policy' });
    expect(response.body).toBe(prerenderedPrivacy);
    expect((await server.app.inject({ url: '/contact' })).body).toBe(
      prerenderedNotice('inquiryDays', 12),
    );
  });
});

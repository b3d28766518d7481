import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/connect.ts';
import { savePageContent } from '../db/page-content.ts';
import { etagFor } from '../etag.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases.ts';
import { clearTables, startTestApp, type TestApp } from '../test/harness.ts';
import { healthRoutes } from './health.ts';

const home = { heroSection: { title: 'Learn by building', subtitle: 'ச Chennai ₹' } };

describe.each(databaseKinds())('page content API on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database);
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });
  beforeEach(() => clearTables(t.db));

  const store = (page: string, value: unknown) => {
    const json = JSON.stringify(value);
    return savePageContent(t.db, { page, json, etag: etagFor(json), updatedAt: '2026-01-01' });
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  test('stored content is served as JSON with a strong ETag and no-cache', async () => {
    await store('home', home);
    const response = await get('/api/page-content/home');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.json()).toEqual(home);
  });

  test('If-None-Match with the current ETag gets 304 without a body', async () => {
    await store('about', [{ sectionId: 'hero', type: 'hero', content: {} }]);
    const { etag } = (await get('/api/page-content/about')).headers;

    for (const header of [String(etag), `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await get('/api/page-content/about', { 'if-none-match': header });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
    }
    const stale = await get('/api/page-content/about', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
  });

  test('new content changes the ETag at once', async () => {
    await store('stats', { title: 'Before' });
    const before = (await get('/api/page-content/stats')).headers.etag;
    await store('stats', { title: 'After' });
    const after = await get('/api/page-content/stats', { 'if-none-match': String(before) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ title: 'After' });
    expect(after.headers.etag).not.toBe(before);
  });

  test('a known page with nothing stored gets 404 with a message', async () => {
    const response = await get('/api/page-content/contact');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('a client that prefers it gets 204 instead of 404 for a page with nothing stored', async () => {
    for (const prefer of ['no-content-if-absent', 'respond-async, no-content-if-absent']) {
      const response = await get('/api/page-content/contact', { prefer });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['preference-applied']).toBe('no-content-if-absent');
    }
    await store('contact', [{ sectionId: 'hero', type: 'hero', content: {} }]);
    const stored = await get('/api/page-content/contact', { prefer: 'no-content-if-absent' });
    expect(stored.statusCode).toBe(200);
    expect(
      (await get('/api/page-content/nope', { prefer: 'no-content-if-absent' })).statusCode,
    ).toBe(404);
  });

  test('an unknown page gets 404 JSON', async () => {
    for (const page of ['admin', 'HOME', '..%2Fhome']) {
      const response = await get(`/api/page-content/${page}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  test('health answers ok after pinging the database', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('any other /api path gets 404 JSON, never the app shell', async () => {
    for (const [method, url] of [
      ['GET', '/api'],
      ['GET', '/api/'],
      ['GET', '/api/unknown'],
      ['GET', '/api/inquiries'],
      ['DELETE', '/api/applications'],
      ['POST', '/api/page-content/home'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  test('API responses carry nosniff and none of the document-only headers', async () => {
    for (const url of ['/api/page-content/home', '/api/page-content/nope', '/api/health']) {
      const response = await get(url);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      // JSON is never rendered as a document: a policy for documents would only add bytes.
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'permissions-policy',
        'cross-origin-opener-policy',
        'referrer-policy',
      ]) {
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      }
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});

test('health answers 503 when the database does not', async () => {
  const db = openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
  const app = Fastify();
  await app.register(healthRoutes, { db });
  const response = await app.inject({ method: 'GET', url: '/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'unavailable' });
  await app.close();
  await db.destroy();
});

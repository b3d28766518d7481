import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentSecurityPolicy } from '../security-headers.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import { fakeSite, shellHtml, startTestApp, type TestApp } from '../test/harness.ts';

// The site does not touch the database: one (SQLite) run covers it.
describe('serving the built site', () => {
  let database: TestDatabase;
  let t: TestApp;
  const asset = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const aboutPage = '<!doctype html><title>About (pre-rendered)</title>';

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const site = await fakeSite();
    await mkdir(join(site, 'assets'));
    await writeFile(join(site, 'assets', 'index-3f9a1c.js'), asset);
    await mkdir(join(site, 'icons'));
    await writeFile(join(site, 'icons', 'icon-192.png'), 'png');
    await mkdir(join(site, 'about'));
    await writeFile(join(site, 'about', 'index.html'), aboutPage);
    await mkdir(join(site, 'courses', 'oops'), { recursive: true });
    await writeFile(join(site, 'courses', 'oops', 'index.html'), '<title>OOP</title>');
    await writeFile(join(site, '.env'), 'SECRET=1');
    t = await startTestApp(database, { staticDir: site });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  test('hashed assets are immutable for a year', async () => {
    const response = await get('/assets/index-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(asset);
  });

  test('the app shell, service worker and manifest are revalidated every time', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/robots.txt']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/manifest.webmanifest')).headers['content-type']).toMatch(/manifest\+json/);
  });

  test('icons and images may be kept for a short while', async () => {
    const response = await get('/icons/icon-192.png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  test('an unchanged app shell is answered with 304', async () => {
    const { etag } = (await get('/')).headers;
    const response = await get('/', { 'if-none-match': String(etag) });
    expect(response.statusCode).toBe(304);
  });

  test.each([
    '/contact',
    '/apply',
    '/courses',
    '/courses/ai-ml',
    '/courses/FullStackDevelopment',
    '/courses/full-stack-development',
    '/privacy-policy',
    '/terms',
    '/contact/',
    '/?utm_source=poster',
  ])('the client route %s gets the app shell with 200', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(shellHtml);
  });

  test('a pre-rendered page is served in place of the shell, also through an alias', async () => {
    expect((await get('/about')).body).toBe(aboutPage);
    const alias = await get('/courses/Oops');
    expect(alias.statusCode).toBe(200);
    expect(alias.body).toBe('<title>OOP</title>');
  });

  test.each(['/nope', '/courses/cooking', '/about/team/x', '/assets/', '/assets/missing-abc.js'])(
    'the unknown path %s gets the app shell with 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(shellHtml);
    },
  );

  test('a malformed URL gets 400', async () => {
    const response = await get('/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed request' });
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy);
  });

  test('a 404 is never "not modified"', async () => {
    const { etag } = (await get('/')).headers;
    const response = await get('/nope', { 'if-none-match': String(etag) });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(shellHtml);
  });

  test('dotfiles and paths outside the site are never served', async () => {
    for (const url of ['/.env', '/%2eenv', '/../package.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('SECRET');
      expect(response.body, url).not.toContain('"name"');
    }
  });

  test('text is compressed with brotli or gzip as the browser asks', async () => {
    const br = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(asset.length);
  });

  test('static responses carry the security headers, 404s included', async () => {
    for (const url of ['/', '/assets/index-3f9a1c.js', '/nope']) {
      const response = await get(url);
      expect(response.headers['content-security-policy'], url).toBe(contentSecurityPolicy);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  test('HEAD works like GET without a body; other methods get 404 JSON', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/about' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const post = await t.app.inject({ method: 'POST', url: '/about' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'Not found' });
  });
});

describe('serving a built site with a pre-rendered not-found page', () => {
  let database: TestDatabase;
  let t: TestApp;
  const notFoundPage = '<!doctype html><title>Page not found (pre-rendered)</title>';

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const site = await fakeSite();
    await writeFile(join(site, '404.html'), notFoundPage);
    t = await startTestApp(database, { staticDir: site });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  test.each(['/nope', '/courses/cooking', '/.env'])(
    'the unknown path %s gets the not-found page with 404',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(notFoundPage);
    },
  );

  test('known routes still get their page, the home page index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shellHtml);
  });
});

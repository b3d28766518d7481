import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pageStartScriptFile } from '../../src/domain/paths.ts';
import { contentSecurityPolicy, documentHeaders, workerHeaders } from '../security-headers.ts';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import {
  fakeSite,
  fakeStartScript,
  shellHtml,
  startTestApp,
  type TestApp,
} from '../test/harness.ts';

// The site does not touch the database: one (SQLite) run covers it.
describe('serving the built site', () => {
  let database: TestDatabase;
  let t: TestApp;
  const asset = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const aboutPage = '<!doctype html><title>About (pre-rendered)</title>';
  // As the build writes them (tools/precompress): copies next to the hashed asset.
  const assetBr = brotliCompressSync(asset);
  const assetGz = gzipSync(asset);
  const bigPage = `<!doctype html><title>Courses</title>${'<p>course</p>'.repeat(400)}`;
  const roboticsPage = `<!doctype html><title>Robotics</title>${'<p>robot</p>'.repeat(400)}`;
  const roboticsBr = brotliCompressSync(roboticsPage);
  const logo = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(100)}</svg>`;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const site = await fakeSite();
    await mkdir(join(site, 'assets'));
    await writeFile(join(site, 'assets', 'index-3f9a1c.js'), asset);
    await writeFile(join(site, 'assets', 'index-3f9a1c.js.br'), assetBr);
    await writeFile(join(site, 'assets', 'index-3f9a1c.js.gz'), assetGz);
    await writeFile(join(site, 'assets', 'main-77aa01.css'), `a{color:red}${' '.repeat(3000)}`);
    await mkdir(join(site, 'icons'));
    await writeFile(join(site, 'icons', 'icon-192.png'), 'png');
    await writeFile(join(site, 'logo.svg'), logo);
    await writeFile(join(site, 'logo.svg.br'), brotliCompressSync(logo));
    await writeFile(join(site, 'logo.svg.gz'), gzipSync(logo));
    await mkdir(join(site, 'about'));
    await writeFile(join(site, 'about', 'index.html'), aboutPage);
    await mkdir(join(site, 'courses', 'oops'), { recursive: true });
    await writeFile(join(site, 'courses', 'index.html'), bigPage);
    await writeFile(join(site, 'courses', 'oops', 'index.html'), '<title>OOP</title>');
    await mkdir(join(site, 'courses', 'robotics'));
    await writeFile(join(site, 'courses', 'robotics', 'index.html'), roboticsPage);
    await writeFile(join(site, 'courses', 'robotics', 'index.html.br'), roboticsBr);
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

  test.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])(
    'an image asked for with Accept-Encoding %s keeps the images’ policy',
    async (accepted, sent) => {
      const response = await get('/logo.svg', { 'accept-encoding': accepted });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(sent);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    },
  );

  test('an unchanged app shell is answered with 304', async () => {
    const { etag } = (await get('/')).headers;
    const response = await get('/', { 'if-none-match': String(etag) });
    expect(response.statusCode).toBe(304);
  });

  test.each([
    '/contact',
    '/apply',
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

  const documentOnly = [
    'content-security-policy',
    'x-frame-options',
    'permissions-policy',
    'cross-origin-opener-policy',
    'referrer-policy',
  ];

  test.each(['/', '/about', '/courses', '/courses/Oops', '/nope'])(
    'the document %s carries every security header, its 404 too',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers).toMatchObject(documentHeaders(fakeStartScript));
      expect(response.headers['content-security-policy']).toBe(
        contentSecurityPolicy(fakeStartScript),
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  test('a page may run its own scripts and the start script its site was built with, no other inline code', async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    const hash = createHash('sha256').update(fakeStartScript, 'utf8').digest('base64');
    expect(scriptSources).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  test('the start script’s text is no file of the site', async () => {
    const response = await get(`/${pageStartScriptFile}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(fakeStartScript);
  });

  test('the service worker script carries the policies a worker runs under, no more', async () => {
    const response = await get('/sw.js');
    expect(response.headers).toMatchObject(workerHeaders);
    // It fetches the pictures content names on other sites, to keep them for offline use;
    // the pages themselves may only call their own server.
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self' https:");
    expect(policy).toContain("script-src 'self'");
    expect(contentSecurityPolicy(fakeStartScript)).toContain("connect-src 'self';");
    for (const name of ['x-frame-options', 'permissions-policy', 'cross-origin-opener-policy']) {
      expect(response.headers[name], name).toBeUndefined();
    }
  });

  test.each([
    '/assets/index-3f9a1c.js',
    '/assets/main-77aa01.css',
    '/icons/icon-192.png',
    '/manifest.webmanifest',
    '/robots.txt',
  ])('the file %s carries nosniff and none of the document headers', async (url) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get(url, { 'accept-encoding': encoding });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      for (const name of documentOnly)
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  test('a malformed URL and a missing asset answer with nosniff only', async () => {
    for (const url of ['/%E0%A4%A', '/api/nope']) {
      const response = await get(url);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      for (const name of documentOnly)
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  describe('compression', () => {
    test('a hashed asset is sent as the build compressed it, brotli first', async () => {
      const br = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(br.headers['content-length']).toBe(String(assetBr.length));
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.equals(assetBr)).toBe(true);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(asset);

      const gz = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers['content-length']).toBe(String(assetGz.length));
      expect(gz.rawPayload.equals(assetGz)).toBe(true);
    });

    test('a pre-rendered page is sent as the build compressed it, as a document', async () => {
      for (const url of ['/courses/robotics', '/courses/Robotics/']) {
        const br = await get(url, { 'accept-encoding': 'gzip, br' });
        expect(br.statusCode, url).toBe(200);
        expect(br.headers['content-encoding'], url).toBe('br');
        expect(br.headers['content-type'], url).toMatch(/^text\/html/);
        expect(br.headers['cache-control'], url).toBe('no-cache');
        expect(br.headers['content-security-policy'], url).toBe(
          contentSecurityPolicy(fakeStartScript),
        );
        expect(br.rawPayload.equals(roboticsBr), url).toBe(true);
      }
      // No gzip copy of this one: compressed as it goes out.
      const gz = await get('/courses/robotics', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
    });

    test('without Accept-Encoding the asset is sent as it is, still varying on it', async () => {
      const plain = await get('/assets/index-3f9a1c.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'br' });
      expect(String(plain.headers['content-type']).toLowerCase()).toBe(
        String(br.headers['content-type']).toLowerCase(),
      );
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(asset)));
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(asset);
    });

    test('each encoding has its own validator, and each revalidates to 304', async () => {
      const etags = new Set<string>();
      for (const encoding of ['br', 'gzip', 'identity']) {
        const first = await get('/assets/index-3f9a1c.js', { 'accept-encoding': encoding });
        const etag = String(first.headers.etag);
        etags.add(etag);
        const again = await get('/assets/index-3f9a1c.js', {
          'accept-encoding': encoding,
          'if-none-match': etag,
        });
        expect(again.statusCode, encoding).toBe(304);
        expect(again.body, encoding).toBe('');
      }
      // A cache must never answer a gzip request with the brotli bytes' validator.
      expect(etags.size).toBe(3);
    });

    test('a range is a range of the bytes sent, compressed or not', async () => {
      const plain = await get('/assets/index-3f9a1c.js', { range: 'bytes=0-99' });
      expect(plain.statusCode).toBe(206);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-range']).toBe(`bytes 0-99/${Buffer.byteLength(asset)}`);
      expect(plain.body).toBe(asset.slice(0, 100));

      const br = await get('/assets/index-3f9a1c.js', {
        range: 'bytes=0-9',
        'accept-encoding': 'br',
      });
      expect(br.statusCode).toBe(206);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-range']).toBe(`bytes 0-9/${assetBr.length}`);
      expect(br.rawPayload.equals(assetBr.subarray(0, 10))).toBe(true);
    });

    test('files without a compressed copy are compressed as they go out', async () => {
      for (const url of ['/courses', '/assets/main-77aa01.css']) {
        const br = await get(url, { 'accept-encoding': 'br, gzip' });
        expect(br.statusCode, url).toBe(200);
        expect(br.headers['content-encoding'], url).toBe('br');
        expect(br.headers.vary, url).toMatch(/accept-encoding/i);
        const gz = await get(url, { 'accept-encoding': 'gzip' });
        expect(gz.headers['content-encoding'], url).toBe('gzip');
      }
      expect(
        brotliDecompressSync(
          (await get('/courses', { 'accept-encoding': 'br' })).rawPayload,
        ).toString(),
      ).toBe(bigPage);
    });

    test('images are sent as they are', async () => {
      const response = await get('/icons/icon-192.png', { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('png');
    });
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

describe('a site built without its start script', () => {
  test('the server does not start, and says what to build', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const site = await fakeSite();
      await rm(join(site, pageStartScriptFile));
      await expect(startTestApp(database, { staticDir: site })).rejects.toThrow(
        /\.page-start-script.*npm run build/,
      );
    } finally {
      await database.drop();
    }
  });
});

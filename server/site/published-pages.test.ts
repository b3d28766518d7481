import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PublishedContentMap } from '../../src/domain/content/published-content.ts';
import {
  appAssetsElement,
  deferFullStyles,
  imageHintsElement,
  rootElement,
} from '../../src/domain/page-document.ts';
import { deletePageContent, savePageContent } from '../db/page-content.ts';
import { etagFor } from '../etag.ts';
import { contentSecurityPolicy } from '../security-headers.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases.ts';
import {
  clearTables,
  fakeSite,
  fakeStartScript,
  startTestApp,
  type TestApp,
} from '../test/harness.ts';
import { acceptedEncoding, type RenderRoot, readPrerenderedPage } from './published-pages.ts';

/** A pre-rendered page as the build writes it: head, #root with the pages it shows, styles. */
const prerendered = (path: string, pages: string) =>
  deferFullStyles(
    [
      '<!doctype html><html><head><title>Home</title>\n    ',
      imageHintsElement(
        '<link rel="preload" as="image" href="/logo.svg">\n    <link rel="preload" as="image" href="/hero.webp">',
      ),
      appAssetsElement({ js: [] }),
      '</head><body>',
      rootElement(
        '<header><div class="logo">RAAM</div></header><main><h1>Built-in title</h1></main>',
        {
          path,
          contentPages: pages ? pages.split(' ') : [],
        },
      ),
      '\n  <link rel="stylesheet" href="/assets/index.css"></body>\n</html>',
    ].join(''),
  );

const homeFile = prerendered('/', 'home');
const coursePage = prerendered('/courses/ai-ml', '');

/** Stands in for the server-side bundle: renders what it was given, and counts its calls. */
function fakeRenderer() {
  const calls: { path: string; published: PublishedContentMap }[] = [];
  let failing = false;
  const renderRoot: RenderRoot = async (path, published) => {
    calls.push({ path, published });
    if (failing) throw new Error('bundle missing');
    const title = published.home?.content.heroSection.title ?? 'defaults';
    const image = published.home?.content.heroSection.backgroundImage ?? '/hero.webp';
    return {
      hints: `<link rel="preload" as="image" href="/logo.svg"><link rel="preload" as="image" href="${image}">`,
      // Text as React writes it: escaped.
      html: `<main><h1>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</h1></main>`,
    };
  };
  return {
    renderRoot,
    calls,
    fail() {
      failing = true;
    },
  };
}

const publishedBlock = /<script type="application\/json" id="published-content">(.*?)<\/script>/s;

describe.each(databaseKinds())('pages rendered with stored content (%s)', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let renderer: ReturnType<typeof fakeRenderer>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });

  beforeEach(async () => {
    await t?.close();
    const site = await fakeSite();
    await writeFile(join(site, 'index.html'), homeFile);
    await mkdir(join(site, 'courses', 'ai-ml'), { recursive: true });
    await writeFile(join(site, 'courses', 'ai-ml', 'index.html'), coursePage);
    renderer = fakeRenderer();
    t = await startTestApp(database, { staticDir: site, renderRoot: renderer.renderRoot });
    await clearTables(t.db);
    return () => t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  /** Stores content as the CLI does (any JSON: the server must not trust it either). */
  const publish = async (page: string, value: unknown) => {
    const json = JSON.stringify(value);
    await savePageContent(t.db, { page, json, etag: etagFor(json), updatedAt: '2026-11-23' });
    return etagFor(json);
  };

  const embedded = (html: string): unknown => JSON.parse(publishedBlock.exec(html)?.[1] ?? 'null');

  test('with nothing stored, a page is its pre-rendered file as it is', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(homeFile);
    expect(renderer.calls).toEqual([]);
  });

  test('stored content is rendered into the page and embedded, already normalised, with its ETag', async () => {
    const etag = await publish('home', { heroSection: { title: 'Join 1500+ students' } });
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(
      contentSecurityPolicy(fakeStartScript),
    );
    expect(response.body).toContain('<h1>Join 1500+ students</h1>');
    expect(response.body).not.toContain('Built-in title');
    // The head and what follows #root are the pre-rendered file's.
    const rootStart = homeFile.indexOf('</head>');
    expect(response.body).toContain(homeFile.slice(rootStart, homeFile.indexOf('<header>')));
    expect(response.body.startsWith('<!doctype html><html><head><title>Home</title>')).toBe(true);
    expect(response.body.match(/rel="preload"/g)).toHaveLength(2);
    expect(response.body).toContain('<noscript><link rel="stylesheet" href="/assets/index.css">');
    const { home } = embedded(response.body) as PublishedContentMap;
    expect(home?.etag).toBe(etag);
    expect(home?.content.heroSection.title).toBe('Join 1500+ students');
    // Merged over the defaults, so the app needs no normaliser.
    expect(home?.content.ctaSection.buttonText).toBe('Apply Now');
    expect(renderer.calls.map((call) => call.path)).toEqual(['/']);
  });

  test('the first images the content names are the ones the head preloads', async () => {
    await publish('home', { heroSection: { backgroundImage: '/images/new-hero.webp' } });
    const { body } = await get('/');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" as="image" href="/logo.svg">',
      '<link rel="preload" as="image" href="/images/new-hero.webp">',
    ]);
  });

  test('every spelling of a route gets its rendered page', async () => {
    await publish('home', { heroSection: { title: 'Join 1500+ students' } });
    for (const url of ['/', '/?utm_source=poster']) {
      expect((await get(url)).body, url).toContain('Join 1500+ students');
    }
  });

  test('a rendered page is kept until its content changes, and answers 304 when unchanged', async () => {
    await publish('home', { heroSection: { title: 'First' } });
    const first = await get('/');
    const again = await get('/');
    expect(again.body).toBe(first.body);
    expect(renderer.calls).toHaveLength(1);
    const notModified = await get('/', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  test('a rendered page is soon sent compressed once at the highest settings, each encoding with its own validator', async () => {
    await publish('home', { heroSection: { title: 'Join 1500+ students' } });
    const plain = await get('/');
    expect(plain.headers.vary).toMatch(/^accept-encoding$/i);
    const br = await vi.waitFor(async () => {
      const response = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.headers['content-encoding']).toBe('br');
      // Compressed once, not as it went out: its own validator.
      expect(response.headers.etag).not.toBe(plain.headers.etag);
      return response;
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length);
    expect(br.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(br.headers.vary).toMatch(/^accept-encoding$/i);
    expect(br.headers['content-security-policy']).toBe(contentSecurityPolicy(fakeStartScript));

    const gz = await get('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const etags = [plain, br, gz].map((response) => String(response.headers.etag));
    expect(new Set(etags).size).toBe(3);
    const notModified = await get('/', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    // The brotli bytes' validator never stands for the gzip bytes.
    const gzipAgain = await get('/', {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(gzipAgain.statusCode).toBe(200);
    expect(renderer.calls).toHaveLength(1);
  });

  test('set and delete, even from another process, show at the next request', async () => {
    await publish('home', { heroSection: { title: 'First' } });
    const first = await get('/');
    expect(first.body).toContain('<h1>First</h1>');

    await publish('home', { heroSection: { title: 'Second' } });
    const second = await get('/', { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('<h1>Second</h1>');
    expect(second.headers.etag).not.toBe(first.headers.etag);

    await deletePageContent(t.db, 'home');
    const afterDelete = await get('/');
    expect(afterDelete.body).toBe(homeFile);
    expect(afterDelete.body).not.toMatch(publishedBlock);
  });

  test('content stored for other pages leaves a page as it was pre-rendered', async () => {
    await publish('about', { hero: { title: 'About us' } });
    await publish('home', { heroSection: { title: 'Home' } });
    expect((await get('/courses/ai-ml')).body).toBe(coursePage);
    expect(renderer.calls.map((call) => Object.keys(call.published))).toEqual([]);
    await get('/');
    expect(renderer.calls.map((call) => Object.keys(call.published))).toEqual([['home']]);
  });

  test('a page that cannot be rendered is still served, pre-rendered', async () => {
    renderer.fail();
    await publish('home', { heroSection: { title: 'First' } });
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(homeFile);
  });

  test('stored text that is not JSON leaves the page pre-rendered', async () => {
    await savePageContent(t.db, { page: 'home', json: '{"hero', etag: '"x"', updatedAt: 'now' });
    expect((await get('/')).body).toBe(homeFile);
  });

  describe('hostile content', () => {
    const hostile = {
      heroSection: {
        title: 'Hi </script><script>alert(1)</script><!--',
        subtitle: '</SCRIPT ><img src=x onerror=alert(1)>',
        ctaButtons: [
          { text: 'Evil', link: 'javascript:alert(1)', variant: 'primary' },
          { text: 'Also evil', link: ' JaVaScRiPt:alert(1)', variant: 'outline' },
        ],
      },
    };

    test('cannot close the JSON block or open anything in the page', async () => {
      await publish('home', hostile);
      const { body } = await get('/');
      const block = publishedBlock.exec(body)?.[0] ?? '';
      // One JSON block, and nothing inside it a parser could take for markup.
      expect(block.match(/<\/script/gi)).toHaveLength(1);
      expect(block.slice(0, -'</script>'.length).indexOf('<', 1)).toBe(-1);
      expect(body.match(/<script/gi)).toHaveLength(2);
      expect(body).toContain('<h1>Hi &lt;/script>&lt;script>alert(1)&lt;/script>&lt;!--</h1>');
    });

    test('is normalised before it is rendered or embedded: no script URL survives', async () => {
      await publish('home', hostile);
      const { body } = await get('/');
      const { home } = embedded(body) as PublishedContentMap;
      expect(home?.content.heroSection.title).toBe(hostile.heroSection.title);
      const links = home?.content.heroSection.ctaButtons.map((button) => button.link);
      expect(links).toEqual(['#', '#']);
      expect(JSON.stringify(renderer.calls[0]?.published)).not.toMatch(/javascript:/i);
    });
  });
});

describe('the encoding a rendered page is sent in', () => {
  test('brotli first, else gzip, as Accept-Encoding allows', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('BR;q=0.5, gzip;q=1')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*, br;q=0')).toBe('gzip');
  });

  test('neither when none is allowed', () => {
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding('')).toBeUndefined();
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('deflate, gzip;q=0')).toBeUndefined();
    expect(acceptedEncoding('*;q=0')).toBeUndefined();
  });
});

describe('reading a pre-rendered page', () => {
  test('names the pages whose content the page shows', () => {
    expect(readPrerenderedPage(prerendered('/', 'home stats'))?.pages).toEqual(['home', 'stats']);
    expect(readPrerenderedPage(prerendered('/x', ''))?.pages).toEqual([]);
    expect(readPrerenderedPage(prerendered('/', 'home nonsense'))?.pages).toEqual(['home']);
  });

  test('refuses files of another shape', () => {
    expect(readPrerenderedPage('<!doctype html><title>shell</title>')).toBeUndefined();
    expect(
      readPrerenderedPage('<body><div id="root" data-content="home"></div><p>x</p></body>'),
    ).toBeUndefined();
  });
});

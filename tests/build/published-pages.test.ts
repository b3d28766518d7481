import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { normalisePageContent } from '../../src/domain/content/normalise.ts';
import {
  type PublishedContentMap,
  publishedContentId,
} from '../../src/domain/content/published-content.ts';
import { pageStartScriptFile } from '../../src/domain/paths.ts';
import { operatorCli } from '../support/operator-cli.ts';
import { type SiteServer, startSiteServer } from '../support/site-server.mjs';
import { readDist } from './dist.ts';

/** The server-side bundle the build leaves beside the server, as the server loads it. */
const ssrEntry = join(import.meta.dirname, '../../build/ssr/entry-server.js');
const { renderPublishedRoot } = (await import(pathToFileURL(ssrEntry).href)) as {
  renderPublishedRoot: (
    path: string,
    published: PublishedContentMap,
  ) => Promise<{ hints: string; html: string }>;
};

// The built server with a database of its own, content set with the operator's CLI: what it
// sends is what a visitor gets (server/site/published-pages.ts cuts the pre-rendered page; its
// own tests cover how).
let dataDir: string;
let server: SiteServer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'academy-build-published-'));
  server = await startSiteServer({ DATA_DIR: dataDir });
});
afterEach(() => {
  content('delete', 'home');
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function content(...args: string[]): string {
  return operatorCli('content', args, dataDir);
}

/** The home page as the server sends it with `raw` published as its content. */
async function servedHome(raw: unknown) {
  const file = join(dataDir, 'home.json');
  writeFileSync(file, JSON.stringify(raw));
  const etag = /ETag ("[^"]+")/.exec(content('set', 'home', file))?.[1];
  return { html: await homePage(), etag };
}

/**
 * Content the CLI refuses (script URLs), left in the database as another program sharing it
 * could leave it: the page rendered from it must carry no script all the same.
 */
async function servedHomeStoredDirectly(raw: unknown) {
  const db = new Database(join(dataDir, 'academy.sqlite'));
  try {
    db.prepare(
      `insert into page_content (page, json, etag, updated_at) values ('home', ?, ?, ?)
       on conflict (page) do update set json = excluded.json, etag = excluded.etag`,
    ).run(JSON.stringify(raw), `"${randomUUID()}"`, new Date().toISOString());
  } finally {
    db.close();
  }
  return homePage();
}

async function homePage() {
  const response = await fetch(`${server.url}/`);
  expect(response.status).toBe(200);
  return response.text();
}

describe('the content security policy the built server sends', () => {
  const scriptSources = (response: Response) =>
    /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

  test.each(['/', '/about', '/courses/robotics', '/nope'])(
    '%s: allows the start script the page carries, by its hash, and no other inline code',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      const html = await response.text();
      const script = new JSDOM(html).window.document.head.querySelector('script')?.textContent;
      expect(script).toBe(readDist(pageStartScriptFile));
      const hash = createHash('sha256')
        .update(script ?? '', 'utf8')
        .digest('base64');
      expect(scriptSources(response)).toBe(`'self' 'sha256-${hash}'`);
    },
  );
});

describe('pages rendered at run time with the server-side bundle', () => {
  test.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
  ])('%s with no stored content renders the pre-rendered page', async (path, file) => {
    // The pre-rendered page's markup, without the CSS the build placed after its first section.
    const prerendered = readDist(file).replace(
      /<!--later-styles-->[\s\S]*?<!--\/later-styles-->/,
      '',
    );
    const { html } = await renderPublishedRoot(path, {});
    // The same elements, whatever the spelling (the build's CSS inliner writes `<img …/>`).
    const root = (page: string) =>
      new JSDOM(page).window.document.getElementById('root')?.innerHTML;
    expect(root(`<div id="root">${html}</div>`)).toBe(root(prerendered));
  });

  test('the home page shows the published text instead of the defaults', async () => {
    const raw = { heroSection: { studentCountText: 'Join 1500+ students learning with us' } };
    const content = normalisePageContent('home', raw);
    const { html, etag } = await servedHome(raw);
    const { document } = new JSDOM(html).window;
    expect(document.getElementById('root')?.textContent).toContain('Join 1500+ students');
    expect(document.getElementById('root')?.textContent).not.toContain('Join 100+ students');
    // The CSS inlined for the first paint is the pre-rendered page's, where it stood.
    const inlined = (page: Document) =>
      [...page.querySelectorAll('style[data-inlined]')].map(
        (style) => `${style.parentElement?.tagName} ${style.textContent}`,
      );
    expect(inlined(document)).toEqual(inlined(new JSDOM(readDist('index.html')).window.document));
    const block = document.getElementById(publishedContentId)?.textContent ?? '';
    expect(JSON.parse(block)).toEqual({ home: { content, etag } });
  });

  test('hostile content is text: no script, no handler, no script URL reaches the page', async () => {
    const raw = {
      heroSection: {
        title: '</script><script>alert(1)</script><img src=x onerror=alert(1)>',
        subtitle: '<!-- <svg onload=alert(1)>',
        ctaButtons: [{ text: 'Go', link: 'javascript:alert(1)', variant: 'primary' }],
      },
      ctaSection: { buttonLink: 'jAvAsCrIpT:alert(1)' },
    };
    const html = await servedHomeStoredDirectly(raw);
    const { document } = new JSDOM(html).window;
    expect(document.querySelector('h1')?.textContent).toBe(raw.heroSection.title);
    const scripts = [...document.querySelectorAll('script')].map((script) =>
      script.textContent === readDist(pageStartScriptFile)
        ? 'the start script'
        : `${script.getAttribute('type')} ${script.getAttribute('src') ?? script.id}`,
    );
    expect(scripts.filter((script) => !script.startsWith('application/ld+json'))).toEqual([
      'the start script',
      'application/json app-assets',
      `application/json ${publishedContentId}`,
    ]);
    expect(document.querySelectorAll('[onerror], [onload], #root img[src="x"]')).toHaveLength(0);
    const scriptUrls = [...document.querySelectorAll('[href], [src]')].filter((element) =>
      /^\s*javascript:/i.test(element.getAttribute('href') ?? element.getAttribute('src') ?? ''),
    );
    expect(scriptUrls.map((element) => element.outerHTML)).toEqual([]);
  });
});

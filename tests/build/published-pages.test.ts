import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { normalisePageContent } from '../../src/domain/content/normalise.ts';
import {
  type PublishedContentMap,
  publishedContentId,
  publishedContentScript,
} from '../../src/domain/content/published-content.ts';
import { pageStartScript } from '../../src/domain/page-start-script.ts';
import { readDist } from './dist.ts';

/** The server-side bundle the build leaves beside the server, as the server loads it. */
const ssrEntry = join(import.meta.dirname, '../../build/ssr/entry-server.js');
const { renderPublishedRoot } = (await import(pathToFileURL(ssrEntry).href)) as {
  renderPublishedRoot: (
    path: string,
    published: PublishedContentMap,
  ) => Promise<{ hints: string; html: string }>;
};

/**
 * What the server sends (server/site/published-pages.ts, whose own tests cover the cutting):
 * the pre-rendered file with #root drawn again, and the JSON block.
 */
async function drawn(path: string, file: string, published: PublishedContentMap) {
  const prerendered = readDist(file);
  const rootStart = prerendered.indexOf('>', prerendered.indexOf('<div id="root"')) + 1;
  const bodyEnd = prerendered.lastIndexOf('</body>');
  const rootEnd = prerendered.lastIndexOf('</div>', bodyEnd);
  const { html: markup } = await renderPublishedRoot(path, published);
  return {
    html: [
      prerendered.slice(0, rootStart),
      markup,
      prerendered.slice(rootEnd, bodyEnd),
      publishedContentScript(published),
      prerendered.slice(bodyEnd),
    ].join(''),
  };
}

describe('pages drawn at run time with the server-side bundle', () => {
  test.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
  ])('%s with no stored content draws the pre-rendered page', async (path, file) => {
    const prerendered = readDist(file);
    const { html } = await drawn(path, file, {});
    // The same elements, whatever the spelling (the build's CSS inliner writes `<img …/>`).
    const root = (page: string) =>
      new JSDOM(page).window.document.getElementById('root')?.outerHTML;
    expect(root(html)).toBe(root(prerendered));
  });

  test('the home page shows the published text instead of the defaults', async () => {
    const raw = { heroSection: { studentCountText: 'Join 1500+ students learning with us' } };
    const content = normalisePageContent('home', raw);
    const { html } = await drawn('/', 'index.html', { home: { content, etag: '"v1"' } });
    const { document } = new JSDOM(html).window;
    expect(document.getElementById('root')?.textContent).toContain('Join 1500+ students');
    expect(document.getElementById('root')?.textContent).not.toContain('Join 100+ students');
    const block = document.getElementById(publishedContentId)?.textContent ?? '';
    expect(JSON.parse(block)).toEqual({ home: { content, etag: '"v1"' } });
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
    const content = normalisePageContent('home', raw);
    const { html } = await drawn('/', 'index.html', { home: { content, etag: '"v1"' } });
    const { document } = new JSDOM(html).window;
    expect(document.querySelector('h1')?.textContent).toBe(raw.heroSection.title);
    const scripts = [...document.querySelectorAll('script')].map((script) =>
      script.textContent === pageStartScript
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

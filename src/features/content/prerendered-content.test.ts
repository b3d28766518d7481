import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { defaultPageContent } from '../../domain/content/defaults.ts';
import type { PublishedContentMap } from '../../domain/content/published-content.ts';
import { publishedContentScript, stampKeptPage } from '../../domain/page-document.ts';
import { createContentStore, resetContentStore, usePageContent } from './content-store.ts';
import { fetchPageContent } from './load-page-content.ts';
import {
  setPrerenderedContent,
  setPublishedContent,
  takePublishedContent,
} from './prerendered-content.ts';

const home = {
  ...defaultPageContent.home,
  heroSection: { ...defaultPageContent.home.heroSection, title: 'Join 1500+ students' },
};
const published: PublishedContentMap = { home: { content: home, etag: '"v1"' } };

/** The page as the server sends it: the JSON block in the body, read on first use. */
function servePage(block: string) {
  document.body.innerHTML = `<div id="root"></div>${block}`;
  setPublishedContent(undefined);
}

beforeEach(() => {
  resetContentStore();
});
afterEach(() => {
  document.body.innerHTML = '';
  setPrerenderedContent([]);
  setPublishedContent({});
  vi.unstubAllGlobals();
});

test('the content the server rendered the page with is taken once per page', () => {
  servePage(publishedContentScript(published));
  expect(takePublishedContent('home')).toEqual({ content: home, etag: '"v1"' });
  expect(takePublishedContent('home')).toBeUndefined();
  expect(takePublishedContent('about')).toBeUndefined();
});

test('a page kept on this device says when it was fetched', () => {
  servePage(stampKeptPage(publishedContentScript(published), Date.UTC(2026, 10, 21)));
  expect(takePublishedContent('home')).toEqual({
    content: home,
    etag: '"v1"',
    keptAt: Date.UTC(2026, 10, 21),
  });
});

test('a block that survives the page intact, hostile text included, reads back as written', () => {
  const title = 'Hi </script><script>alert(1)</script><!-- \u2028';
  const hostile = { ...home, heroSection: { ...home.heroSection, title } };
  servePage(publishedContentScript({ home: { content: hostile, etag: '"v2"' } }));
  expect(document.querySelectorAll('script')).toHaveLength(1);
  expect(takePublishedContent('home')?.content.heroSection.title).toBe(title);
});

test.each([
  ['no block', ''],
  ['not JSON', '<script type="application/json" id="published-content">{"home":</script>'],
  [
    'no ETag',
    '<script type="application/json" id="published-content">{"home":{"content":{}}}</script>',
  ],
  ['not an object', '<script type="application/json" id="published-content">"home"</script>'],
])('%s: the page starts from its built-in content', (_case, block) => {
  servePage(block);
  expect(takePublishedContent('home')).toBeUndefined();
});

test('a page rendered with published content starts from it, as backend content, without a spinner', async () => {
  servePage(publishedContentScript(published));
  setPrerenderedContent(['home']);
  const load = vi.fn(async () => new Promise<never>(() => {}));
  resetContentStore(createContentStore({ fetch: load }));
  const { result } = renderHook(() => usePageContent('home', defaultPageContent.home));
  expect(result.current).toMatchObject({ status: 'ready', source: 'backend', etag: '"v1"' });
  if (result.current.status !== 'ready') throw new Error('not ready');
  expect(result.current.content.heroSection.title).toBe('Join 1500+ students');
  // It is confirmed in the background, with its ETag.
  await waitFor(() => expect(load).toHaveBeenCalledWith('home', '"v1"'));
});

test('the revalidation sends the ETag back; a 304 needs no body and no normaliser', async () => {
  const fetchStub = vi.fn(async () => new Response(null, { status: 304 }));
  vi.stubGlobal('fetch', fetchStub);
  expect(await fetchPageContent('home', '"v1"')).toEqual({ kind: 'not-modified' });
  const init = (fetchStub.mock.calls[0] as unknown as [string, RequestInit])[1];
  expect(init.headers).toMatchObject({ 'If-None-Match': '"v1"' });
});

test('deleted content (204) replaces the published content with the defaults', async () => {
  servePage(publishedContentScript(published));
  setPrerenderedContent(['home']);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  resetContentStore(createContentStore());
  const { result } = renderHook(() => usePageContent('home', defaultPageContent.home));
  await waitFor(() => expect(result.current).toMatchObject({ source: 'defaults', error: null }));
});

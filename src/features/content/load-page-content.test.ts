import { afterEach, expect, test, vi } from 'vitest';
import { defaultPageContent } from '../../domain/content/defaults.ts';
import { contentTimeoutMs, fetchPageContent } from './load-page-content.ts';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchStub = vi.fn(
    async () =>
      new Response(
        status === 204 || status === 304
          ? null
          : typeof body === 'string'
            ? body
            : JSON.stringify(body),
        { status, headers: { 'Content-Type': 'application/json', ...headers } },
      ),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

function sentHeaders(fetchStub: ReturnType<typeof answer>) {
  const init = (fetchStub.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit;
  return new Headers(init.headers);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('asks the one configured API base for the page', async () => {
  const fetchStub = answer(404, { message: 'Not found' });
  await fetchPageContent('about');
  expect(fetchStub).toHaveBeenCalledWith('/api/page-content/about', expect.anything());
});

test('backend content is normalised over the defaults and comes with its ETag and body', async () => {
  const body = { heroSection: { title: 'Learn by building' } };
  answer(200, body, { ETag: '"v2"' });
  const loaded = await fetchPageContent('home');
  if (loaded.kind !== 'fresh') throw new Error(`expected fresh content, got ${loaded.kind}`);
  expect(loaded.content.heroSection.title).toBe('Learn by building');
  expect(loaded.content.whyChooseUs).toEqual(defaultPageContent.home.whyChooseUs);
  expect(loaded.etag).toBe('"v2"');
  expect(loaded.body).toEqual(body);
});

test('a known ETag is sent as If-None-Match and a 304 says the copy is current', async () => {
  const fetchStub = answer(304, null);
  expect(await fetchPageContent('about', '"v1"')).toEqual({ kind: 'not-modified' });
  expect(sentHeaders(fetchStub).get('if-none-match')).toBe('"v1"');
});

test('asks for 204 rather than 404 when nothing is stored; both mean nothing stored', async () => {
  const fetchStub = answer(204, null);
  expect(await fetchPageContent('contact')).toEqual({ kind: 'absent' });
  expect(sentHeaders(fetchStub).get('prefer')).toBe('no-content-if-absent');
  expect(sentHeaders(fetchStub).has('if-none-match')).toBe(false);
  answer(404, { message: 'Not found' });
  expect(await fetchPageContent('courses')).toEqual({ kind: 'absent' });
});

test('any other status or a network failure is a failure', async () => {
  answer(502, '');
  expect(await fetchPageContent('stats')).toEqual({
    kind: 'failed',
    failure: { kind: 'status', status: 502 },
  });
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  expect(await fetchPageContent('apply')).toEqual({
    kind: 'failed',
    failure: { kind: 'network' },
  });
});

test('a malformed 200 body never crashes: the defaults show', async () => {
  answer(200, '<html>proxy error</html>');
  const loaded = await fetchPageContent('about');
  expect(loaded).toMatchObject({ kind: 'fresh', content: defaultPageContent.about });
});

test('a request that hangs gives up after the timeout', async () => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    ),
  );
  const pending = fetchPageContent('about');
  await vi.advanceTimersByTimeAsync(contentTimeoutMs);
  expect(await pending).toEqual({ kind: 'failed', failure: { kind: 'network' } });
});

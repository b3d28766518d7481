import { afterEach, expect, test, vi } from 'vitest';
import { defaultPageContent } from '../../domain/content/defaults.ts';
import { contentTimeoutMs, loadPageContent } from './load-page-content.ts';

const ensure = 'Please ensure your backend server is running and the API endpoint is correct.';

function answer(status: number, body: unknown) {
  const fetchStub = vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('asks the one configured API base for the page', async () => {
  const fetchStub = answer(404, { message: 'Not found' });
  await loadPageContent('about');
  expect(fetchStub).toHaveBeenCalledWith('/api/page-content/about', expect.anything());
});

test('backend content is used, merged over the defaults', async () => {
  answer(200, { heroSection: { title: 'Learn by building' } });
  const loaded = await loadPageContent('home');
  expect(loaded.source).toBe('backend');
  expect(loaded.error).toBeNull();
  expect(loaded.content.heroSection.title).toBe('Learn by building');
  expect(loaded.content.whyChooseUs).toEqual(defaultPageContent.home.whyChooseUs);
});

test('asks for 204 rather than 404 when nothing is stored, and takes it as the defaults', async () => {
  const fetchStub = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchStub);
  const loaded = await loadPageContent('contact');
  const init = (fetchStub.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit;
  expect(new Headers(init.headers).get('prefer')).toBe('no-content-if-absent');
  expect(loaded).toMatchObject({ source: 'defaults', error: null });
  expect(loaded.content).toEqual(defaultPageContent.contact);
});

test('a 404 shows the defaults without a banner', async () => {
  answer(404, { message: 'Not found' });
  const loaded = await loadPageContent('courses');
  expect(loaded).toMatchObject({ source: 'defaults', error: null });
  expect(loaded.content).toBe(defaultPageContent.courses);
});

test('any other status shows the defaults with the page’s banner', async () => {
  answer(500, { message: 'boom' });
  expect((await loadPageContent('home')).error).toBe(
    `Failed to load home page content. Displaying default. ${ensure}`,
  );
  answer(503, '');
  expect((await loadPageContent('contact')).error).toBe(
    `Failed to load contact page content. Displaying default. ${ensure}`,
  );
});

test('stats name the status on a bad status and say "displaying default" on a network failure', async () => {
  answer(502, '');
  expect((await loadPageContent('stats')).error).toBe(
    `Failed to load stats content. Current Status: 502. ${ensure}`,
  );
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  expect((await loadPageContent('stats')).error).toBe(
    `Failed to load stats content. Displaying default. ${ensure}`,
  );
});

test('a network failure shows the defaults with the banner', async () => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  const loaded = await loadPageContent('apply');
  expect(loaded.content).toBe(defaultPageContent.apply);
  expect(loaded.error).toBe(`Failed to load apply page content. Displaying default. ${ensure}`);
});

test('a malformed 200 body never crashes: the defaults show', async () => {
  answer(200, '<html>proxy error</html>');
  const loaded = await loadPageContent('about');
  expect(loaded.content).toEqual(defaultPageContent.about);
});

test('a request that hangs gives up after the timeout and shows the defaults', async () => {
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
  const pending = loadPageContent('about');
  await vi.advanceTimersByTimeAsync(contentTimeoutMs);
  const loaded = await pending;
  expect(loaded.source).toBe('defaults');
  expect(loaded.error).toContain('Failed to load about page content.');
});

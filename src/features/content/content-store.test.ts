import { expect, test, vi } from 'vitest';
import { defaultPageContent } from '../../domain/content/defaults.ts';
import { normalisePageContent } from '../../domain/content/normalise.ts';
import { type PageContentMap, type PageName, pageNames } from '../../domain/content/types.ts';
import { createContentStore } from './content-store.ts';
import type { ContentAnswer } from './load-page-content.ts';
import type { SavedContent, SavedContentStore } from './saved-content.ts';

const banner =
  'Failed to load about page content. Displaying default. Please ensure your backend server is running and the API endpoint is correct.';

function memorySaved(initial: Partial<Record<PageName, SavedContent>> = {}) {
  const records = new Map(Object.entries(initial)) as Map<PageName, SavedContent>;
  const store: SavedContentStore = {
    read: vi.fn(async (page: PageName) => records.get(page)),
    write: vi.fn(async (page: PageName, saved: SavedContent) => {
      records.set(page, saved);
    }),
    drop: vi.fn(async (page: PageName) => {
      records.delete(page);
    }),
  };
  return { store, records };
}

function aboutWithTitle(title: string): PageContentMap['about'] {
  const about = defaultPageContent.about;
  return { ...about, hero: { ...about.hero, heroTitle: title } };
}

/** A store whose backend gives `answers` in turn, with saved copies in memory. */
function storeWith(
  answers: ContentAnswer<PageName>[],
  saved = memorySaved(),
  normalise = vi.fn(async (page: PageName, body: unknown) =>
    page === 'about' && typeof body === 'object' && body && 'title' in body
      ? aboutWithTitle(String(body.title))
      : defaultPageContent[page],
  ),
) {
  const fetch = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return next;
  });
  const store = createContentStore({
    fetch: fetch as never,
    saved: saved.store,
    normalise: normalise as never,
    defaults: async (page) => defaultPageContent[page],
    settled: async () => {},
  });
  return { store, fetch, saved, normalise };
}

const fresh = (title: string, etag = '"v1"'): ContentAnswer<'about'> => ({
  kind: 'fresh',
  content: aboutWithTitle(title),
  body: { title },
  etag,
});
const offline: ContentAnswer<'about'> = { kind: 'failed', failure: { kind: 'network' } };

test('a page is fetched once even when asked for twice at the same time', async () => {
  const { store, fetch } = storeWith([fresh('Ours')]);
  await Promise.all([store.ensure('about'), store.ensure('about')]);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(store.get('about')?.source).toBe('backend');
});

test('fresh content is not fetched again; stale content is', async () => {
  const { store, fetch } = storeWith([fresh('Ours'), { kind: 'not-modified' }]);
  await store.ensure('about');
  const loadedAt = store.get('about')?.loadedAt ?? 0;
  await store.ensure('about', loadedAt + 60_000);
  expect(fetch).toHaveBeenCalledTimes(1);
  await store.ensure('about', loadedAt + 10 * 60_000);
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(fetch).toHaveBeenLastCalledWith('about', '"v1"');
});

test('every fresh answer is saved with its ETag and the time it was fetched', async () => {
  const { store, saved } = storeWith([fresh('Ours', '"abc"')]);
  await store.ensure('about');
  expect(saved.records.get('about')).toEqual({
    etag: '"abc"',
    fetchedAt: store.get('about')?.loadedAt,
    body: { title: 'Ours' },
  });
});

test('a saved copy is revalidated by its ETag: a 304 shows it with no notice', async () => {
  const saved = memorySaved({ about: { etag: '"s1"', fetchedAt: 1000, body: { title: 'Saved' } } });
  const { store, fetch } = storeWith([{ kind: 'not-modified' }], saved);
  store.prime('about', defaultPageContent.about);
  await store.ensure('about');
  expect(fetch).toHaveBeenCalledWith('about', '"s1"');
  expect(store.get('about')).toMatchObject({ source: 'backend', error: null, etag: '"s1"' });
  expect(store.get('about')?.content.hero.heroTitle).toBe('Saved');
  expect(store.get('about')?.notice).toBeFalsy();
});

test('offline, the saved copy shows with the date it was saved and no banner', async () => {
  const fetchedAt = new Date(2026, 10, 21, 10, 0).getTime();
  const saved = memorySaved({ about: { etag: '"s1"', fetchedAt, body: { title: 'Saved' } } });
  const { store } = storeWith([offline], saved);
  store.prime('about', defaultPageContent.about);
  await store.ensure('about');
  expect(store.get('about')).toMatchObject({
    source: 'saved',
    error: null,
    notice: 'Offline — showing the content saved on 21 Nov 2026',
  });
  expect(store.get('about')?.content.hero.heroTitle).toBe('Saved');
});

test('offline with nothing saved, the defaults show with the red banner', async () => {
  const { store } = storeWith([offline]);
  await store.ensure('about');
  expect(store.get('about')).toMatchObject({ source: 'defaults', error: banner });
  expect(store.get('about')?.content).toBe(defaultPageContent.about);
});

test('a page showing the banner is asked for again when it is opened, however recent the failure', async () => {
  const { store, fetch } = storeWith([offline, fresh('Ours')]);
  await store.ensure('about');
  expect(store.get('about')?.error).toBe(banner);
  await store.ensure('about', (store.get('about')?.loadedAt ?? 0) + 1000);
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(store.get('about')).toMatchObject({ source: 'backend', error: null });
});

test('every page is loaded and saved, and a page already fresh is not asked for again', async () => {
  const { store, fetch, saved } = storeWith([fresh('Ours')]);
  await store.ensure('about');
  fetch.mockImplementation(async () => ({ kind: 'absent' }));
  await store.loadEveryPage();
  const everyPage = [...pageNames].sort();
  // About once, from before: the rest once each.
  expect(fetch.mock.calls.map((call) => (call as unknown[])[0]).sort()).toEqual(everyPage);
  expect([...saved.records.keys()].sort()).toEqual(everyPage);
  expect(saved.records.get('contact')).toMatchObject({ absent: true });
});

test('loading every page saves at once, without waiting for the page to settle', async () => {
  const saved = memorySaved();
  const store = createContentStore({
    fetch: (async () => ({ kind: 'absent' })) as never,
    saved: saved.store,
    normalise: (async () => defaultPageContent.about) as never,
    defaults: async (page) => defaultPageContent[page],
    // A page that never settles: a save that waited for it would never be made.
    settled: () => new Promise(() => {}),
  });
  await store.loadEveryPage();
  expect([...saved.records.keys()].sort()).toEqual([...pageNames].sort());
});

test('a page opened inside the app shows its saved copy at once, before the answer', async () => {
  const saved = memorySaved({ about: { etag: '"s1"', fetchedAt: 1000, body: { title: 'Saved' } } });
  let answer: (value: ContentAnswer<'about'>) => void = () => {};
  const pending = new Promise<ContentAnswer<'about'>>((resolve) => {
    answer = resolve;
  });
  const slowStore = createContentStore({
    fetch: (() => pending) as never,
    saved: saved.store,
    normalise: async () => aboutWithTitle('Saved') as never,
  });
  const loading = slowStore.ensure('about');
  await vi.waitFor(() => expect(slowStore.get('about')?.source).toBe('saved'));
  answer(fresh('Newer'));
  await loading;
  expect(slowStore.get('about')?.content.hero.heroTitle).toBe('Newer');
});

test('nothing stored on the server (204/404) shows the defaults silently and is remembered in place of the saved copy', async () => {
  const saved = memorySaved({ about: { etag: '"s1"', fetchedAt: 1000, body: { title: 'Saved' } } });
  const { store } = storeWith([{ kind: 'absent' }], saved);
  await store.ensure('about');
  expect(saved.records.get('about')).toMatchObject({ body: null, absent: true });
  expect(store.get('about')).toMatchObject({ source: 'defaults', error: null });
});

test('offline, a page the server had no content for shows the defaults with the saved-on line, not the banner', async () => {
  const saved = memorySaved({
    about: { etag: null, fetchedAt: Date.UTC(2026, 10, 20, 12), body: null, absent: true },
  });
  const { store } = storeWith([offline], saved);
  store.prime('about', defaultPageContent.about);
  await store.ensure('about', Date.now(), defaultPageContent.about);
  expect(store.get('about')).toMatchObject({
    source: 'saved',
    error: null,
    notice: 'Offline — showing the content saved on 20 Nov 2026',
  });
  expect(store.get('about')?.content).toBe(defaultPageContent.about);
});

test('a saved copy that cannot be normalised is ignored', async () => {
  const saved = memorySaved({ about: { etag: '"s1"', fetchedAt: 1000, body: { title: 'Bad' } } });
  const { store, fetch } = storeWith([offline], saved, vi.fn().mockRejectedValue(new Error('no')));
  await store.ensure('about');
  expect(fetch).toHaveBeenCalledWith('about', undefined);
  expect(store.get('about')).toMatchObject({ source: 'defaults', error: banner });
});

test('published content confirmed by a 304 is neither normalised nor rendered again, and is saved', async () => {
  const { store, normalise, saved } = storeWith([{ kind: 'not-modified' }]);
  const published = aboutWithTitle('Published');
  store.prime('about', published, { source: 'backend', etag: '"p1"' });
  const listener = vi.fn();
  store.subscribe(listener);
  await store.ensure('about');
  expect(listener).not.toHaveBeenCalled();
  expect(normalise).not.toHaveBeenCalled();
  expect(saved.store.read).toHaveBeenCalledTimes(1);
  // Kept as the backend sends it (a list of sections), so it reads back as the same content.
  const record = saved.records.get('about');
  expect(record).toMatchObject({ etag: '"p1"' });
  expect(Array.isArray(record?.body)).toBe(true);
  expect(normalisePageContent('about', record?.body)).toEqual(published);
  expect(store.get('about')?.content).toBe(published);
});

test('content in a page kept on this device, when the backend cannot be reached, says from when', async () => {
  const { store } = storeWith([offline, { kind: 'not-modified' }]);
  const published = aboutWithTitle('Published');
  const keptAt = Date.UTC(2026, 10, 21, 9);
  store.prime('about', published, { source: 'backend', etag: '"p1"', keptAt });
  const listener = vi.fn();
  store.subscribe(listener);
  await store.ensure('about');
  expect(store.get('about')).toMatchObject({
    content: published,
    error: null,
    notice: 'Offline — showing the content saved on 21 Nov 2026',
  });
  expect(listener).toHaveBeenCalledTimes(1);
  // Back online, a 304 confirms it: the notice goes.
  await store.ensure('about', Date.now() + 60 * 60_000);
  expect(store.get('about')).toMatchObject({ content: published, notice: null });
  expect(listener).toHaveBeenCalledTimes(2);
});

test("offline, a copy saved since the page was kept is shown rather than the page's own", async () => {
  const keptAt = Date.UTC(2026, 10, 21, 9);
  const saved = memorySaved({
    about: { etag: '"p2"', fetchedAt: Date.UTC(2026, 10, 22, 9), body: { title: 'Newer' } },
  });
  const { store } = storeWith([offline], saved);
  store.prime('about', aboutWithTitle('Published'), { source: 'backend', etag: '"p1"', keptAt });
  await store.ensure('about');
  expect(store.get('about')).toMatchObject({
    content: aboutWithTitle('Newer'),
    source: 'saved',
    notice: 'Offline — showing the content saved on 22 Nov 2026',
  });
});

test("offline, an older saved copy does not replace a kept page's content", async () => {
  const keptAt = Date.UTC(2026, 10, 21, 9);
  const saved = memorySaved({
    about: { etag: '"p0"', fetchedAt: Date.UTC(2026, 10, 20, 9), body: { title: 'Older' } },
  });
  const { store } = storeWith([offline], saved);
  store.prime('about', aboutWithTitle('Published'), { source: 'backend', etag: '"p1"', keptAt });
  await store.ensure('about');
  expect(store.get('about')).toMatchObject({
    content: aboutWithTitle('Published'),
    notice: 'Offline — showing the content saved on 21 Nov 2026',
  });
});

test('content the server rendered into the page now, when the backend cannot be reached, shows no notice', async () => {
  const { store } = storeWith([offline]);
  store.prime('about', aboutWithTitle('Published'), { source: 'backend', etag: '"p1"' });
  await store.ensure('about');
  expect(store.get('about')).toMatchObject({ source: 'backend', error: null });
  expect(store.get('about')?.notice).toBeFalsy();
});

test('a failed refresh keeps the backend content the visitor already sees', async () => {
  const { store } = storeWith([fresh('Ours'), offline]);
  await store.ensure('about');
  await store.ensure('about', Date.now() + 60 * 60_000);
  expect(store.get('about')).toMatchObject({ source: 'backend', error: null });
});

test('subscribers are told when content arrives', async () => {
  const { store } = storeWith([fresh('Ours')]);
  const listener = vi.fn();
  store.subscribe(listener);
  await store.ensure('about');
  expect(listener).toHaveBeenCalledTimes(1);
});

test('a page rendered with the defaults is not rendered again when the backend has no content of its own', async () => {
  const { store } = storeWith([{ kind: 'absent' }, { kind: 'absent' }]);
  store.prime('about', defaultPageContent.about);
  const rendered = vi.fn();
  store.subscribe(rendered);
  await store.ensure('about', Date.now(), defaultPageContent.about);
  // Confirmed (not fetched again for a while), with nothing for the page to render again.
  expect(store.get('about')).toMatchObject({ source: 'defaults', error: null });
  expect(store.get('about')?.loadedAt).toBeGreaterThan(0);
  expect(rendered).not.toHaveBeenCalled();
  // Defaults shown under the red banner are rendered again without it.
  const failing = storeWith([offline, { kind: 'absent' }]).store;
  failing.prime('about', defaultPageContent.about);
  await failing.ensure('about', Date.now(), defaultPageContent.about);
  expect(failing.get('about')?.error).toBe(banner);
  const renderedAgain = vi.fn();
  failing.subscribe(renderedAgain);
  await failing.ensure('about', Date.now() + 60 * 60_000, defaultPageContent.about);
  expect(failing.get('about')?.error).toBeNull();
  expect(renderedAgain).toHaveBeenCalled();
});

test('back online, only a page showing a notice or the banner is asked for again', async () => {
  const saved = memorySaved({ about: { etag: '"s1"', fetchedAt: 1000, body: { title: 'Saved' } } });
  const { store, fetch } = storeWith([offline, { kind: 'not-modified' }], saved);
  store.prime('about', defaultPageContent.about);
  await store.ensure('about');
  expect(store.get('about')?.notice).toMatch(/^Offline — showing the content saved on/);
  await store.retry('about');
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(store.get('about')?.source).toBe('backend');
  expect(store.get('about')?.notice).toBeFalsy();
  // Confirmed: nothing to ask again.
  await store.retry('about');
  expect(fetch).toHaveBeenCalledTimes(2);
});

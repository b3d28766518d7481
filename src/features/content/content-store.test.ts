import { expect, test, vi } from 'vitest';
import { defaultPageContent } from '../../domain/content/defaults.ts';
import type { PageName } from '../../domain/content/types.ts';
import { createContentStore } from './content-store.ts';
import type { LoadedContent } from './load-page-content.ts';

function loaded<P extends PageName>(page: P, extra: Partial<LoadedContent<P>> = {}) {
  return {
    content: defaultPageContent[page],
    source: 'backend',
    error: null,
    loadedAt: Date.now(),
    ...extra,
  } as LoadedContent<P>;
}

test('a page is fetched once even when asked for twice at the same time', async () => {
  const load = vi.fn(async (page: PageName) => loaded(page));
  const store = createContentStore(load as never);
  await Promise.all([store.ensure('home'), store.ensure('home')]);
  expect(load).toHaveBeenCalledTimes(1);
  expect(store.get('home')?.source).toBe('backend');
});

test('fresh content is not fetched again; stale content is', async () => {
  const load = vi.fn(async (page: PageName) => loaded(page));
  const store = createContentStore(load as never);
  await store.ensure('about');
  const loadedAt = store.get('about')?.loadedAt ?? 0;
  await store.ensure('about', loadedAt + 60_000);
  expect(load).toHaveBeenCalledTimes(1);
  await store.ensure('about', loadedAt + 10 * 60_000);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a failed refresh keeps the backend content the visitor already sees', async () => {
  const load = vi
    .fn()
    .mockResolvedValueOnce(loaded('courses'))
    .mockResolvedValueOnce(loaded('courses', { source: 'defaults', error: 'Failed' }));
  const store = createContentStore(load);
  await store.ensure('courses');
  await store.ensure('courses', Date.now() + 60 * 60_000);
  expect(store.get('courses')).toMatchObject({ source: 'backend', error: null });
});

test('subscribers are told when content arrives', async () => {
  const store = createContentStore(async (page) => loaded(page));
  const listener = vi.fn();
  store.subscribe(listener);
  await store.ensure('contact');
  expect(listener).toHaveBeenCalledTimes(1);
});

import { expect, test } from 'vitest';
import { cacheControlFor } from './cache-policy.ts';

test('only hashed assets are cached for good', () => {
  expect(cacheControlFor('assets/index-3f9a1c.js')).toContain('immutable');
  expect(cacheControlFor('index.html')).toBe('no-cache');
  expect(cacheControlFor('sw.js')).toBe('no-cache');
  expect(cacheControlFor('manifest.webmanifest')).toBe('no-cache');
  expect(cacheControlFor('icons/icon-192.png')).toBe('public, max-age=3600');
  expect(cacheControlFor('logo.svg.br')).toBe('public, max-age=3600');
  expect(cacheControlFor('about/index.html.gz')).toBe('no-cache');
});

test('the staff workspace’s document is never stored, its hashed assets are', () => {
  expect(cacheControlFor('staff/index.html')).toBe('no-store');
  expect(cacheControlFor('staff/index.html.br')).toBe('no-store');
  expect(cacheControlFor('assets/staff/main-3f9a1c.js')).toContain('immutable');
});

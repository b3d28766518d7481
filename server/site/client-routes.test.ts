import { expect, test } from 'vitest';
import { sitePaths } from '../../src/domain/paths.ts';
import { cacheControlFor } from './cache-policy.ts';
import { canonicalRoute } from './client-routes.ts';

test('every page of the site is a known route', () => {
  for (const path of sitePaths) expect(canonicalRoute(path)).toBe(path);
});

test('case, a trailing slash and course aliases lead to the canonical path', () => {
  expect(canonicalRoute('/courses/Oops')).toBe('/courses/oops');
  expect(canonicalRoute('/courses/full-stack-development')).toBe('/courses/FullStackDevelopment');
  expect(canonicalRoute('/courses/fullstackdevelopment/')).toBe('/courses/FullStackDevelopment');
  expect(canonicalRoute('/About')).toBe('/about');
});

test('anything else is unknown', () => {
  for (const path of ['/admin', '/courses/cooking', '/courses/oops/extra', '/about/team', '//']) {
    expect(canonicalRoute(path)).toBeUndefined();
  }
});

test('only hashed assets are cached for good', () => {
  expect(cacheControlFor('assets/index-3f9a1c.js')).toContain('immutable');
  expect(cacheControlFor('index.html')).toBe('no-cache');
  expect(cacheControlFor('sw.js')).toBe('no-cache');
  expect(cacheControlFor('manifest.webmanifest')).toBe('no-cache');
  expect(cacheControlFor('icons/icon-192.png')).toBe('public, max-age=3600');
});

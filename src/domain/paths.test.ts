import { expect, test } from 'vitest';
import { canonicalRoute, sitePaths } from './paths.ts';

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

test("a course's printable plan is a page of its own, under any spelling of the course", () => {
  expect(canonicalRoute('/courses/ai-ml/plan')).toBe('/courses/ai-ml/plan');
  expect(canonicalRoute('/courses/Oops/plan/')).toBe('/courses/oops/plan');
  expect(canonicalRoute('/courses/cooking/plan')).toBeUndefined();
});

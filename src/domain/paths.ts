import { courseCatalogue, findCourse } from './courses.ts';

/** Every path of the site, from one table: links never spell a URL by hand. */
export const paths = {
  home: '/',
  about: '/about',
  courses: '/courses',
  contact: '/contact',
  apply: '/apply',
  privacy: '/privacy-policy',
  /** Asking for a copy, correction or erasure of one's data; clearing it from this device. */
  yourData: '/your-data',
  terms: '/terms',
  course: (slug: string) => `/courses/${slug}`,
  /** A course's plan as a printable page (what "Download Course Plan" opens without the app). */
  coursePlan: (slug: string) => `/courses/${slug}/plan`,
  /** Counsellor tools: event mode for collecting inquiries and applications at a fair. */
  event: '/event',
} as const;

// The lists below are made by calls marked pure, so the browser's bundle, which uses none of
// them, leaves them out.

/** Every page a visitor can open, for the sitemap, pre-caching checks and tests. */
export const sitePaths: readonly string[] = /* @__PURE__ */ (() => [
  paths.home,
  paths.about,
  paths.courses,
  paths.contact,
  paths.apply,
  ...courseCatalogue.map((course) => paths.course(course.slug)),
  paths.privacy,
  paths.yourData,
  paths.terms,
])();

/** Pages beside the site's own, left out of the sitemap: each course's printable plan. */
export const printablePaths: readonly string[] = /* @__PURE__ */ (() =>
  courseCatalogue.map((course) => paths.coursePlan(course.slug)))();

/** Pages for the academy's staff: pre-rendered (they open offline), never indexed. */
export const staffPaths: readonly string[] = /* @__PURE__ */ (() => [paths.event])();

/** Every path that has a pre-rendered page. */
export const prerenderedPaths: readonly string[] = /* @__PURE__ */ (() => [
  ...sitePaths,
  ...printablePaths,
  ...staffPaths,
])();

let knownPaths: ReadonlyMap<string, string> | undefined;

/**
 * The canonical path of a page the app can show, or undefined for a path it answers with its
 * not-found page. Like the app's router, it ignores case and a trailing slash, and resolves
 * course aliases (`/courses/Oops`, `/courses/full-stack-development`). The server and the
 * service worker use it to pick a route's pre-rendered page.
 */
export function canonicalRoute(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  knownPaths ??= new Map(prerenderedPaths.map((path) => [path.toLowerCase(), path]));
  const known = knownPaths.get(trimmed.toLowerCase());
  if (known !== undefined) return known;

  const [, course, plan] = /^\/courses\/([^/]+)(\/plan)?$/i.exec(trimmed) ?? [];
  const entry = course === undefined ? undefined : findCourse(course);
  if (entry === undefined) return undefined;
  return plan === undefined ? paths.course(entry.slug) : paths.coursePlan(entry.slug);
}

/** Where a route's pre-rendered page lives in the built site: `index.html`, `about/index.html`. */
export function prerenderedPageFile(path: string): string {
  return path === paths.home ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The pre-rendered not-found page, for every path that is not a route. */
export const notFoundPageFile = '404.html';

/**
 * The text of the start script every pre-rendered page inlines, beside the pages in the built
 * site: the server allows that script by its hash. A dotfile, so the server never sends it and
 * the service worker does not keep it.
 */
export const pageStartScriptFile = '.page-start-script';

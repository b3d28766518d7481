/**
 * The caches the service worker fills as the site is used, beside its precache (the site's own
 * code and pages, which is never cleared from here: without it the site would not open offline).
 * Named here because the worker writes them and the page clears them ("Clear my data on this
 * device"). Pure TypeScript: no DOM, no Node.
 */

/** Pages the server rendered with published content, per build: `pages-<build>`. */
export const pagesCachePrefix = 'pages-';

export const imageCaches = {
  /** Pictures content names on this origin. */
  ownOrigin: 'images',
  /** Pictures on other sites, read with CORS. */
  elsewhere: 'images-elsewhere',
  /** Pictures on other sites that refused CORS. */
  elsewhereOpaque: 'images-elsewhere-opaque',
} as const;

/** A cache of copies kept while the site was used: saved pages and pictures. */
export function isKeptCopiesCache(name: string): boolean {
  return name.startsWith(pagesCachePrefix) || Object.values(imageCaches).some((n) => n === name);
}

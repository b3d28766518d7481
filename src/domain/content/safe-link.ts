/**
 * Links and image sources that come from backend content are untrusted. These checks let
 * through only what a page can follow without surprise, and hand back a fallback otherwise.
 */

const maxUrlLength = 2048;

/** Browsers drop tabs and newlines inside URLs, so `java\nscript:` would still run. */
const whitespaceOrControl = /[\s\p{Cc}\p{Cf}]/u;
/** A scheme followed by a host of letters, digits, dots and hyphens and an optional port. */
const webUrl = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#]|$)/i;
const httpsUrl = /^https:\/\//i;
const mailtoUrl = /^mailto:[^@]+@[^@]+$/i;
const telUrl = /^tel:\+?[0-9().-]{3,}$/i;

function cleanCandidate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const candidate = value.trim();
  if (candidate === '' || candidate.length > maxUrlLength) return undefined;
  if (whitespaceOrControl.test(candidate) || candidate.includes('\\')) return undefined;
  return candidate;
}

/** A path on this site: one leading slash (two would name another host). */
function isSitePath(candidate: string): boolean {
  return candidate.startsWith('/') && !candidate.startsWith('//');
}

/**
 * The value when it is a link a page may show: a site path (`/courses`), a fragment (`#faq`),
 * an http(s) URL, or a `mailto:` / `tel:` link. Anything else (`javascript:`, `data:`,
 * `//host`, relative paths, hidden whitespace) gives the fallback.
 */
export function safeHref<F>(value: unknown, fallback: F): string | F {
  const candidate = cleanCandidate(value);
  if (candidate === undefined) return fallback;
  if (isSitePath(candidate) || candidate.startsWith('#')) return candidate;
  if (webUrl.test(candidate) || mailtoUrl.test(candidate) || telUrl.test(candidate)) {
    return candidate;
  }
  return fallback;
}

/** The value when it is an image a page may load: a site path or an https URL. */
export function safeImageSrc<F>(value: unknown, fallback: F): string | F {
  const candidate = cleanCandidate(value);
  if (candidate === undefined) return fallback;
  if (isSitePath(candidate)) return candidate;
  if (httpsUrl.test(candidate) && webUrl.test(candidate)) return candidate;
  return fallback;
}

/**
 * Whether a (safe) link leaves the site: such links open in a new tab with `rel="noopener
 * noreferrer"`. `mailto:`, `tel:` and fragments are not external; they stay in the tab.
 */
export function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}

/** Whether a (safe) link is a path the router handles (`/about`), not a fragment or URL. */
export function isSitePathHref(href: string): boolean {
  return isSitePath(href);
}

import { defaultCoursesContent } from '../../domain/content/defaults-courses.ts';
import { getCoursePage } from '../../domain/course-pages/course-pages.ts';
import { canonicalRoute, paths, staffPaths } from '../../domain/paths.ts';
import { site } from '../../domain/site.ts';
import {
  type CourseSummary,
  courseListStructuredData,
  courseStructuredData,
  educationalOrganisation,
  type JsonLd,
} from '../../domain/structured-data.ts';
import { documentTitle, type PageMeta } from '../../ui/use-page-meta.ts';

export interface HeadOptions {
  meta: PageMeta;
  /** The public origin, e.g. https://www.raamacademy.in. */
  origin: string;
  /**
   * The page's canonical path; undefined for the not-found page. It and the staff's pages ask
   * not to be indexed.
   */
  path: string | undefined;
}

/** Text for an HTML attribute or element: & < > " ' escaped. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * JSON inside a <script type="application/ld+json">: data, never run, so the site's CSP allows
 * it; `<` is escaped so no text in it can close the element.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/** The courses the courses page lists, each under its page's canonical address. */
function listedCourses(): CourseSummary[] {
  return defaultCoursesContent.coursesList.courses.flatMap(({ title, description, path }) => {
    const canonical = path === undefined ? undefined : canonicalRoute(path);
    return canonical === undefined ? [] : [{ title, description, path: canonical }];
  });
}

/**
 * schema.org data about what the page at `path` shows, beside the academy's own: the course
 * list, or one course. Written into the page here only: the browser never needs it.
 */
function aboutThePage(path: string | undefined, origin: string): JsonLd[] {
  if (path === paths.courses) return [courseListStructuredData(listedCourses(), origin)];
  const segment = path?.startsWith(`${paths.courses}/`)
    ? path.slice(paths.courses.length + 1)
    : undefined;
  const course = segment === undefined ? undefined : getCoursePage(segment);
  return course ? [courseStructuredData(course, origin)] : [];
}

/**
 * What search engines read about what the page shows, as JSON-LD. It goes at the end of the body:
 * they read it wherever it stands, and in the head its bytes would come before the first paint.
 */
export function pageStructuredData({ origin, path }: Omit<HeadOptions, 'meta'>): string {
  return [educationalOrganisation(origin), ...aboutThePage(path, origin)]
    .map(jsonLdScript)
    .join('\n    ');
}

/** What search engines and share sheets read about one page, in its head. */
export function pageHead({ meta, origin, path }: HeadOptions): string {
  const title = escapeHtml(documentTitle(meta.title));
  const description = escapeHtml(meta.description);
  const indexed = path !== undefined && !staffPaths.includes(path);
  const url = indexed ? escapeHtml(`${origin}${path}`) : undefined;
  const image = escapeHtml(`${origin}/og-image.png`);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    url ? `<link rel="canonical" href="${url}" />` : '<meta name="robots" content="noindex" />',
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(url ? [`<meta property="og:url" content="${url}" />`] : []),
    `<meta property="og:image" content="${image}" />`,
    '<meta property="og:image:type" content="image/png" />',
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:image:alt" content="${escapeHtml(`${site.name} — ${site.title}`)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ');
}

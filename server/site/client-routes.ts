import { findCourse } from '../../src/domain/courses.ts';
import { paths, sitePaths } from '../../src/domain/paths.ts';

const knownPaths = new Map(sitePaths.map((path) => [path.toLowerCase(), path]));

/**
 * The canonical path of a page the app can show, or undefined for a path it would answer with
 * its not-found page. Like the app's router, it ignores case and a trailing slash, and resolves
 * course aliases (`/courses/Oops`, `/courses/full-stack-development`).
 */
export function canonicalRoute(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = knownPaths.get(trimmed.toLowerCase());
  if (known !== undefined) return known;

  const course = /^\/courses\/([^/]+)$/i.exec(trimmed)?.[1];
  const entry = course === undefined ? undefined : findCourse(course);
  return entry === undefined ? undefined : paths.course(entry.slug);
}

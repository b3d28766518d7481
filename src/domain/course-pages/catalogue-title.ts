import { findCourse } from '../courses.ts';

/** A course page's heading is the catalogue's title, so menus and pages never disagree. */
export function catalogueTitle(slug: string): string {
  return findCourse(slug)?.title ?? slug;
}

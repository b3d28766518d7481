import { loadCoursePage } from '../../domain/course-pages/load-course-page.ts';
import type { CoursePage as CoursePageContent } from '../../domain/course-pages/types.ts';

/** One request per course, kept: later visits render at once. */
const coursePages = new Map<string, Promise<CoursePageContent | undefined>>();

export function coursePage(slug: string): Promise<CoursePageContent | undefined> {
  let page = coursePages.get(slug);
  if (!page) {
    const loading = loadCoursePage(slug);
    // Marked as settled the way React's use() reads it, so a loaded course renders at once
    // (hydration must not suspend on data it already has).
    loading.then(
      (value) => Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(loading, { status: 'rejected', reason }),
    );
    page = loading;
    coursePages.set(slug, page);
  }
  return page;
}

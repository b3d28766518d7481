import type { CourseCard } from './model-courses.ts';

/** The courses page's filter buttons (product §2.5, §4.4), in display order. */
export const courseFilters = [
  { value: 'all', label: 'All Courses' },
  { value: 'technical', label: 'Technical' },
  { value: 'non-technical', label: 'Non-Technical' },
  { value: 'beginner', label: 'Beginner' },
  { value: 'advanced', label: 'Advanced' },
] as const;

export type CourseFilter = (typeof courseFilters)[number]['value'];

export const defaultCourseFilter: CourseFilter = 'all';

export const noCoursesForFilterMessage = 'No courses found for the selected filter.';

export function isCourseFilter(value: unknown): value is CourseFilter {
  return courseFilters.some((filter) => filter.value === value);
}

type Filterable = Pick<CourseCard, 'category' | 'level'>;

/**
 * Technical and non-technical match the category; beginner and advanced match a level that
 * contains the word in any case, so "Beginner to Advanced" is under both.
 */
export function matchesCourseFilter(course: Filterable, filter: CourseFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'technical':
    case 'non-technical':
      return course.category === filter;
    case 'beginner':
    case 'advanced':
      return course.level?.toLowerCase().includes(filter) ?? false;
  }
}

export function filterCourses<C extends Filterable>(
  courses: readonly C[],
  filter: CourseFilter,
): C[] {
  return courses.filter((course) => matchesCourseFilter(course, filter));
}

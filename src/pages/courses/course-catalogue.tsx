import { filterCourses, noCoursesForFilterMessage } from '../../domain/content/filters.ts';
import type { CourseCard as CourseCardContent } from '../../domain/content/types.ts';
import { Container } from '../../ui/container.tsx';
import { CourseCard } from './course-card.tsx';
import classes from './course-catalogue.module.css';
import { CourseFilterBar } from './course-filter-bar.tsx';
import { useCourseFilter } from './use-course-filter.ts';

function countText(count: number): string {
  return count === 1 ? 'Showing 1 course' : `Showing ${count} courses`;
}

/** The filter buttons and the grid of course cards they narrow down. */
export function CourseCatalogue({ courses }: { courses: readonly CourseCardContent[] }) {
  const [filter, setFilter] = useCourseFilter();
  const shown = filterCourses(courses, filter);

  return (
    <section aria-labelledby="course-list-heading" className={classes.section}>
      <Container size="lg">
        <h2 id="course-list-heading" className="visually-hidden">
          Course list
        </h2>
        <CourseFilterBar value={filter} onChange={setFilter} />
        <p role="status" className={classes.count}>
          {countText(shown.length)}
        </p>
        {shown.length === 0 ? (
          <p className={classes.empty}>{noCoursesForFilterMessage}</p>
        ) : (
          <ul className={classes.grid}>
            {shown.map((course) => (
              <li key={`${course.title}-${course.path ?? ''}`}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}

import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import {
  type CourseFilter,
  courseFilters,
  defaultCourseFilter,
  filterCourses,
  isCourseFilter,
  matchesCourseFilter,
  noCoursesForFilterMessage,
} from '../../domain/content/filters.ts';
import type { CourseCard as CourseCardContent } from '../../domain/content/model-courses.ts';
import { Container } from '../../ui/container.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { CourseCard } from './course-card.tsx';
import classes from './course-catalogue.module.css';
import { CourseFilterBar } from './course-filter-bar.tsx';
import { useCourseFilter } from './use-course-filter.ts';

function countText(count: number): string {
  return count === 1 ? 'Showing 1 course' : `Showing ${count} courses`;
}

/** The filters a course shows under, for the page's CSS to match before the app has started. */
function filtersOf(course: CourseCardContent): string {
  return courseFilters
    .filter((filter) => matchesCourseFilter(course, filter.value))
    .map((filter) => filter.value)
    .join(' ');
}

const emptyFilters = (courses: readonly CourseCardContent[]) =>
  courseFilters.filter((filter) => filterCourses(courses, filter.value).length === 0);

/**
 * The filter chosen before the app started: a radio the visitor checked on the pre-rendered
 * page, which was rendered with the default filter whatever the address says. (React resets the
 * radios' `defaultChecked` as it hydrates them, so that cannot tell.)
 */
function chosenBeforeStart(bar: HTMLFieldSetElement | null): CourseFilter | undefined {
  const checked = bar?.querySelector<HTMLInputElement>('input:checked');
  if (!checked || checked.value === defaultCourseFilter || !isCourseFilter(checked.value)) {
    return undefined;
  }
  return checked.value;
}

/**
 * The filters and the grid of course cards they narrow down. Until the app has started, every
 * card, count and empty notice is on the page, each marked with the filters it belongs to, and
 * the page's CSS shows those of the checked filter; from then on only those are rendered.
 */
export function CourseCatalogue({ courses }: { courses: readonly CourseCardContent[] }) {
  const [addressFilter, setFilter] = useCourseFilter();
  // Its pre-started view filters in full (radios and CSS): the switch may come in slices.
  const hydrated = useHydrated();
  const bar = useRef<HTMLFieldSetElement>(null);
  // Until the address has caught up with a filter chosen before the app started.
  const [early, setEarly] = useState<CourseFilter>();
  const filter = early ?? addressFilter;

  // Once, as the app takes the pre-rendered page over: only then can the radios tell.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render can see it
  useLayoutEffect(() => {
    const chosen = chosenBeforeStart(bar.current);
    if (chosen === undefined) return;
    setEarly(chosen);
    setFilter(chosen);
  }, []);
  if (early !== undefined && early === addressFilter) setEarly(undefined);

  function choose(next: CourseFilter) {
    setEarly(undefined);
    setFilter(next);
  }

  if (!hydrated) {
    const empty = emptyFilters(courses);
    return (
      <Catalogue
        bar={<CourseFilterBar ref={bar} value={filter} onChange={choose} />}
        count={courseFilters.map((option) => (
          <span key={option.value} data-for={option.value}>
            {countText(filterCourses(courses, option.value).length)}
          </span>
        ))}
        courses={courses}
        markFilters
        emptyFor={empty.map((option) => option.value).join(' ')}
      />
    );
  }

  const shown = filterCourses(courses, filter);
  return (
    <Catalogue
      bar={<CourseFilterBar ref={bar} value={filter} onChange={choose} />}
      count={countText(shown.length)}
      courses={shown}
      emptyFor={shown.length === 0 ? filter : ''}
    />
  );
}

interface CatalogueProps {
  bar: ReactNode;
  count: ReactNode;
  courses: readonly CourseCardContent[];
  markFilters?: boolean;
  /** The filters under which the empty notice shows; none, no notice. */
  emptyFor: string;
}

function Catalogue({ bar, count, courses, markFilters, emptyFor }: CatalogueProps) {
  return (
    <section aria-labelledby="course-list-heading" className={classes.section}>
      <Container size="lg">
        <h2 id="course-list-heading" className="visually-hidden">
          Course list
        </h2>
        {bar}
        <p role="status" className={classes.count}>
          {count}
        </p>
        {emptyFor !== '' && (
          <p className={classes.empty} data-for={emptyFor}>
            {noCoursesForFilterMessage}
          </p>
        )}
        {courses.length > 0 && (
          <ul className={classes.grid}>
            {courses.map((course, index) => (
              <li
                key={`${course.title}-${course.path ?? ''}`}
                data-for={markFilters ? filtersOf(course) : undefined}
              >
                <CourseCard course={course} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}

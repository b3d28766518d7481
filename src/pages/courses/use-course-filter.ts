import { useSearchParams } from 'react-router-dom';
import {
  type CourseFilter,
  defaultCourseFilter,
  isCourseFilter,
} from '../../domain/content/filters.ts';

const filterParam = 'filter';

/**
 * The courses filter lives in the address (`?filter=technical`), so a reload, a shared link
 * and the back button all show the same selection. An unknown value reads as all courses.
 */
export function useCourseFilter(): [CourseFilter, (next: CourseFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(filterParam);
  const filter = isCourseFilter(raw) ? raw : defaultCourseFilter;

  function setFilter(next: CourseFilter) {
    if (next === filter) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === defaultCourseFilter) params.delete(filterParam);
        else params.set(filterParam, next);
        return params;
      },
      { preventScrollReset: true },
    );
  }

  return [filter, setFilter];
}

import { type CourseFilter, courseFilters } from '../../domain/content/filters.ts';
import { Button } from '../../ui/button.tsx';
import classes from './course-filter-bar.module.css';

interface CourseFilterBarProps {
  value: CourseFilter;
  onChange: (filter: CourseFilter) => void;
}

/** Five toggle buttons, one pressed at a time; each is a normal button for keyboard users. */
export function CourseFilterBar({ value, onChange }: CourseFilterBarProps) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className="visually-hidden">Filter courses</legend>
      <div className={classes.bar}>
        {courseFilters.map((filter) => {
          const pressed = filter.value === value;
          return (
            <Button
              key={filter.value}
              pill
              look={pressed ? 'brand' : 'default'}
              aria-pressed={pressed}
              className={classes.button}
              onClick={() => onChange(filter.value)}
            >
              {filter.label}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}

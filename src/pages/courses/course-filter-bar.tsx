import type { Ref } from 'react';
import { type CourseFilter, courseFilters } from '../../domain/content/filters.ts';
import buttonClasses from '../../ui/button.module.css';
import classes from './course-filter-bar.module.css';

interface CourseFilterBarProps {
  value: CourseFilter;
  onChange: (filter: CourseFilter) => void;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * Five filters, one chosen at a time: radio buttons that look like toggle buttons. Being form
 * controls, they take the first tap before the app has started (and without JavaScript), and
 * the page's CSS narrows the cards meanwhile; Tab reaches the group, arrow keys choose.
 */
export function CourseFilterBar({ value, onChange, ref }: CourseFilterBarProps) {
  return (
    <fieldset ref={ref} className={classes.fieldset}>
      <legend className="visually-hidden">Filter courses</legend>
      <div className={classes.bar}>
        {courseFilters.map((filter) => (
          <label
            key={filter.value}
            className={`${buttonClasses.button} ${classes.option}`}
            data-pill
            data-look="default"
          >
            <input
              type="radio"
              name="course-filter"
              value={filter.value}
              checked={filter.value === value}
              onChange={() => onChange(filter.value)}
              className={classes.radio}
            />
            {filter.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

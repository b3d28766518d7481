import {
  IconCalendarTime,
  IconClock,
  IconHourglass,
  IconMapPin,
  IconStairsUp,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { factLines } from '../../domain/course-pages/format.ts';
import type { CourseFacts as CourseFactsContent } from '../../domain/course-pages/types.ts';
import classes from './course-facts.module.css';

const factIcons: Record<string, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  Duration: IconHourglass,
  Hours: IconClock,
  'Batch size': IconUsers,
  Level: IconStairsUp,
  Mode: IconMapPin,
  Schedule: IconCalendarTime,
};

/** The facts a student weighs first: how long, how many hours, how big a batch, what level. */
export function CourseFacts({ facts }: { facts: CourseFactsContent }) {
  return (
    <div className={classes.wrap}>
      <h2 className="visually-hidden">Key facts</h2>
      <dl className={classes.facts}>
        {factLines(facts).map(({ label, value }) => {
          const Icon = factIcons[label] ?? IconClock;
          return (
            <div key={label} className={classes.fact} data-wide={value.length > 24 || undefined}>
              <Icon size={22} aria-hidden />
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

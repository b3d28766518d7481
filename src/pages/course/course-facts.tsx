import { factLines } from '../../domain/course-pages/format.ts';
import type { CourseFacts as CourseFactsContent } from '../../domain/course-pages/types.ts';
import { Icon } from '../../ui/icon.tsx';
import type { IconName } from '../../ui/icon-names.ts';
import classes from './course-facts.module.css';

const factIcons: Record<string, IconName> = {
  Duration: 'hourglass',
  Hours: 'clock',
  'Batch size': 'users',
  Level: 'stairs-up',
  Mode: 'map-pin',
  Schedule: 'calendar-time',
};

/** The facts a student weighs first: how long, how many hours, how big a batch, what level. */
export function CourseFacts({ facts }: { facts: CourseFactsContent }) {
  return (
    <div className={classes.wrap}>
      <h2 className="visually-hidden">Key facts</h2>
      <dl className={classes.facts}>
        {factLines(facts).map(({ label, value }) => {
          const icon = factIcons[label] ?? 'clock';
          return (
            <div key={label} className={classes.fact} data-wide={value.length > 24 || undefined}>
              <Icon name={icon} size={22} />
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

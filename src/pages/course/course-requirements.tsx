import type { CoursePage } from '../../domain/course-pages/types.ts';
import { Icon } from '../../ui/icon.tsx';
import classes from './course-requirements.module.css';

const barColours = [
  'var(--mantine-color-brand-7)',
  'var(--mantine-color-accent-6)',
  'var(--mantine-color-teal-6)',
  'var(--mantine-color-grape-6)',
];

interface CourseRequirementsProps {
  prerequisites: CoursePage['prerequisites'];
  assessment: CoursePage['assessment'];
}

/** What to know before joining, and how the final mark is made up. */
export function CourseRequirements({ prerequisites, assessment }: CourseRequirementsProps) {
  return (
    <div className={classes.stack}>
      <section aria-labelledby="prerequisites-heading" className={classes.card}>
        <h2 id="prerequisites-heading" className={classes.heading}>
          Prerequisites
        </h2>
        <ul className={classes.prerequisites}>
          {prerequisites.map((item) => (
            <li key={item}>
              <Icon name="circle-check" size={20} className={classes.check} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </section>
      {assessment.length > 0 && (
        <section aria-labelledby="assessment-heading" className={classes.card}>
          <h2 id="assessment-heading" className={classes.heading}>
            Assessment
          </h2>
          <div className={classes.split} aria-hidden>
            {assessment.map((part, index) => (
              <span
                key={part.label}
                style={{
                  width: `${part.percent}%`,
                  background: barColours[index % barColours.length],
                }}
              />
            ))}
          </div>
          <ul className={classes.parts}>
            {assessment.map((part, index) => (
              <li key={part.label}>
                <span
                  className={classes.swatch}
                  style={{ background: barColours[index % barColours.length] }}
                  aria-hidden
                />
                <span className={classes.percent}>{part.percent}%</span>
                <span>{part.label}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

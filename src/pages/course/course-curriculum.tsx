import { formatWeeks } from '../../domain/course-pages/format.ts';
import type { CoursePage } from '../../domain/course-pages/types.ts';
import classes from './course-curriculum.module.css';

/** The course week by week, as a timeline of modules. */
export function CourseCurriculum({ curriculum }: { curriculum: CoursePage['curriculum'] }) {
  return (
    <section aria-labelledby="curriculum-heading">
      <h2 id="curriculum-heading" className={classes.heading}>
        {curriculum.title}
      </h2>
      <ol className={classes.modules}>
        {curriculum.modules.map((module) => (
          <li key={module.title} className={classes.module}>
            <span className={classes.dot} aria-hidden />
            <p className={classes.weeks}>{formatWeeks(module)}</p>
            <h3 className={classes.title}>{module.title}</h3>
            <ul className={classes.topics}>
              {module.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

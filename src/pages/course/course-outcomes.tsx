import type { CoursePage } from '../../domain/course-pages/types.ts';
import { Container } from '../../ui/container.tsx';
import { Icon } from '../../ui/icon.tsx';
import classes from './course-outcomes.module.css';

interface CourseOutcomesProps {
  projects: CoursePage['projects'];
  careers: CoursePage['careers'];
}

/** What a student builds on the course, and where it can lead. */
export function CourseOutcomes({ projects, careers }: CourseOutcomesProps) {
  return (
    <section aria-labelledby="projects-heading" className={classes.section}>
      <Container size="lg">
        <h2 id="projects-heading" className={classes.heading}>
          Projects You Will Build
        </h2>
        <ol className={classes.projects}>
          {projects.map((project, index) => (
            <li key={project.title} className={classes.project}>
              <span className={classes.number} aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={classes.projectTitle}>{project.title}</h3>
              <p className={classes.projectText}>{project.description}</p>
            </li>
          ))}
        </ol>

        <div className={classes.careers}>
          <section aria-labelledby="careers-heading">
            <h2 id="careers-heading" className={classes.subheading}>
              <Icon name="briefcase" size={24} />
              Career Paths
            </h2>
            <ul className={classes.roles}>
              {careers.roles.map((role) => (
                <li key={role}>{role}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="tools-heading">
            <h2 id="tools-heading" className={classes.subheading}>
              <Icon name="tool" size={24} />
              Tools You Will Use
            </h2>
            <ul className={classes.tools}>
              {careers.tools.map((tool) => (
                <li key={tool}>{tool}</li>
              ))}
            </ul>
          </section>
        </div>
      </Container>
    </section>
  );
}

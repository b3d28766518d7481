import { factLines, formatWeeks } from '../../domain/course-pages/format.ts';
import type { CoursePage } from '../../domain/course-pages/types.ts';
import { paths } from '../../domain/paths.ts';
import { formatAddress, site } from '../../domain/site.ts';
import { config } from '../../lib/config.ts';
import classes from './course-plan.module.css';

/**
 * The course plan as a printed page: plain text and tables, nothing that needs the network,
 * so it prints (or saves as PDF) the same online and off.
 */
export function CoursePlanDocument({ course }: { course: CoursePage }) {
  const applyUrl = `${config.siteUrl}${paths.apply}`;
  return (
    <article className={classes.plan} aria-label={`Course plan: ${course.hero.title}`}>
      <header className={classes.header}>
        <p className={classes.brand}>
          {site.name} <span className={classes.brandNote}>· {site.title}</span>
        </p>
        <p className={classes.kicker}>Course Plan</p>
        <h1 className={classes.title}>{course.hero.title}</h1>
        <p className={classes.tagline}>{course.hero.tagline}</p>
      </header>

      <section className={classes.block}>
        <h2 className={classes.heading}>Key Facts</h2>
        <table className={classes.facts}>
          <tbody>
            {factLines(course.facts).map((fact) => (
              <tr key={fact.label}>
                <th scope="row">{fact.label}</th>
                <td>{fact.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={classes.block}>
        <h2 className={classes.heading}>About the Course</h2>
        <p>{course.hero.summary}</p>
        <h3 className={classes.subheading}>Prerequisites</h3>
        <ul>
          {course.prerequisites.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className={classes.block}>
        <h2 className={classes.heading}>{course.curriculum.title}</h2>
        <table className={classes.curriculum}>
          <thead>
            <tr>
              <th scope="col">Weeks</th>
              <th scope="col">Module and topics</th>
            </tr>
          </thead>
          <tbody>
            {course.curriculum.modules.map((module) => (
              <tr key={module.title}>
                <td className={classes.weeks}>{formatWeeks(module)}</td>
                <td>
                  <strong>{module.title}</strong>
                  <ul>
                    {module.topics.map((topic) => (
                      <li key={topic}>{topic}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={classes.block}>
        <h2 className={classes.heading}>Assessment</h2>
        <table className={classes.facts}>
          <tbody>
            {course.assessment.map((part) => (
              <tr key={part.label}>
                <th scope="row">{part.label}</th>
                <td>{part.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={classes.block}>
        <h2 className={classes.heading}>Projects</h2>
        <ul>
          {course.projects.map((project) => (
            <li key={project.title}>
              <strong>{project.title}:</strong> {project.description}
            </li>
          ))}
        </ul>
      </section>

      <footer className={classes.footer}>
        <h2 className={classes.heading}>Contact and Admissions</h2>
        <p>
          {site.name}, {formatAddress()}
        </p>
        <p>
          Phone {site.phone} · Email {site.email}
        </p>
        <p>
          Office hours: {site.officeHours.map(({ days, hours }) => `${days} ${hours}`).join(' · ')}
        </p>
        <p>Apply online at {applyUrl}</p>
      </footer>
    </article>
  );
}

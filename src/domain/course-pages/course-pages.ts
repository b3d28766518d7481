import { findCourse } from '../courses.ts';
import { paths } from '../paths.ts';
import { aiMlPage } from './ai-ml.ts';
import { dataSciencePage } from './data-science.ts';
import { fullStackPage } from './full-stack.ts';
import { oopsPage } from './oops.ts';
import { pythonPage } from './python.ts';
import { roboticsPage } from './robotics.ts';
import { softSkillsPage } from './soft-skills.ts';
import type { CourseFacts, CoursePage, CurriculumModule } from './types.ts';

/** The seven static course pages, keyed by their slug in the course catalogue. */
export const coursePages: Readonly<Record<string, CoursePage>> = Object.fromEntries(
  [
    aiMlPage,
    roboticsPage,
    dataSciencePage,
    softSkillsPage,
    pythonPage,
    fullStackPage,
    oopsPage,
  ].map((page) => [page.slug, page]),
);

/**
 * The page for a path segment, in any case and through the catalogue's aliases, so
 * `/courses/Oops` and `/courses/full-stack-development` find their pages.
 */
export function getCoursePage(segment: string): CoursePage | undefined {
  const course = findCourse(segment);
  return course && Object.hasOwn(coursePages, course.slug) ? coursePages[course.slug] : undefined;
}

/** Where every Apply Now / Enroll Now / Start Learning button on a course page leads. */
export const courseCtaHref = paths.apply;

export function formatWeeks({ weeks }: CurriculumModule): string {
  return weeks.from === weeks.to ? `Week ${weeks.from}` : `Weeks ${weeks.from}-${weeks.to}`;
}

/** The course facts as labelled lines, for the fact panel and the printable course plan. */
export function factLines(facts: CourseFacts): { label: string; value: string }[] {
  return [
    { label: 'Duration', value: `${facts.durationWeeks} weeks` },
    { label: 'Hours', value: `${facts.hours} hours` },
    { label: 'Batch size', value: `${facts.seats} students max` },
    { label: 'Level', value: facts.level },
    { label: 'Mode', value: facts.mode },
    { label: 'Schedule', value: facts.schedule },
  ];
}

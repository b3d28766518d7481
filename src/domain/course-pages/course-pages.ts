import { findCourse } from '../courses.ts';
import { aiMlPage } from './ai-ml.ts';
import { dataSciencePage } from './data-science.ts';
import { fullStackPage } from './full-stack.ts';
import { oopsPage } from './oops.ts';
import { pythonPage } from './python.ts';
import { roboticsPage } from './robotics.ts';
import { softSkillsPage } from './soft-skills.ts';
import type { CoursePage } from './types.ts';

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

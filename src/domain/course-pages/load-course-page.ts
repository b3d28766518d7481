import type { CoursePage } from './types.ts';

/**
 * Each course's page data on its own, so a course page downloads its own course and not all
 * seven. Keyed by the slug in the course catalogue (src/domain/courses.ts).
 */
const loaders: Readonly<Record<string, () => Promise<CoursePage>>> = {
  'ai-ml': () => import('./ai-ml.ts').then((m) => m.aiMlPage),
  robotics: () => import('./robotics.ts').then((m) => m.roboticsPage),
  'data-science': () => import('./data-science.ts').then((m) => m.dataSciencePage),
  'soft-skills': () => import('./soft-skills.ts').then((m) => m.softSkillsPage),
  python: () => import('./python.ts').then((m) => m.pythonPage),
  FullStackDevelopment: () => import('./full-stack.ts').then((m) => m.fullStackPage),
  oops: () => import('./oops.ts').then((m) => m.oopsPage),
};

/** The page of the course with this canonical slug; undefined when there is none. */
export function loadCoursePage(slug: string): Promise<CoursePage | undefined> {
  const load = Object.hasOwn(loaders, slug) ? loaders[slug] : undefined;
  return load ? load() : Promise.resolve(undefined);
}

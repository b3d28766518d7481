import { defaultAboutContent } from './defaults-about.ts';
import { defaultApplyContent } from './defaults-apply.ts';
import { defaultContactContent } from './defaults-contact.ts';
import { defaultCoursesContent } from './defaults-courses.ts';
import { defaultHomeContent } from './defaults-home.ts';
import { defaultStatsContent } from './defaults-stats.ts';
import type { PageContentMap } from './types.ts';

/** The built-in content of every page: what a visitor sees without (or despite) the backend. */
export const defaultPageContent: { readonly [P in keyof PageContentMap]: PageContentMap[P] } = {
  home: defaultHomeContent,
  about: defaultAboutContent,
  courses: defaultCoursesContent,
  contact: defaultContactContent,
  apply: defaultApplyContent,
  stats: defaultStatsContent,
};

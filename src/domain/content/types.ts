import type { AboutContent } from './model-about.ts';
import type { ApplyContent } from './model-apply.ts';
import type { ContactContent } from './model-contact.ts';
import type { CoursesContent } from './model-courses.ts';
import type { HomeContent } from './model-home.ts';
import type { StatsContent } from './model-stats.ts';

/**
 * The pages with editable content (product §3). Each page's content type is inferred from its
 * description in model-<page>.ts; this module holds only names, so the first visit can check a
 * page name without loading any description.
 */

export const pageNames = ['home', 'about', 'courses', 'contact', 'apply', 'stats'] as const;
export type PageName = (typeof pageNames)[number];

export function isPageName(value: unknown): value is PageName {
  return typeof value === 'string' && (pageNames as readonly string[]).includes(value);
}

export interface PageContentMap {
  home: HomeContent;
  about: AboutContent;
  courses: CoursesContent;
  contact: ContactContent;
  apply: ApplyContent;
  stats: StatsContent;
}

/** The pages the backend sends as a list of `{sectionId, type, content}` rather than an object. */
export type SectionListPage = 'about' | 'courses' | 'contact';

/** One entry of a list-of-sections page as the backend stores and sends it. */
export interface PageSection {
  sectionId: string;
  type: string;
  content: unknown;
}

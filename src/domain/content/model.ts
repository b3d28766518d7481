import { aboutContent } from './model-about.ts';
import { applyContent } from './model-apply.ts';
import { contactContent } from './model-contact.ts';
import { coursesContent } from './model-courses.ts';
import { homeContent } from './model-home.ts';
import { statsContent } from './model-stats.ts';
import type { Schema } from './schema.ts';
import type { PageContentMap, PageName } from './types.ts';

/** Every page's content, described once: its type, the normaliser and the validator read it. */
export const pageSchemas: { readonly [P in PageName]: Schema<PageContentMap[P]> } = {
  home: homeContent,
  about: aboutContent,
  courses: coursesContent,
  contact: contactContent,
  apply: applyContent,
  stats: statsContent,
};

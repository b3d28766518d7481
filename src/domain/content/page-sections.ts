import type { PageContentMap, PageName, PageSection, SectionListPage } from './types.ts';

/**
 * The sections of the list-of-sections pages, in page order, with the `type` the backend stores
 * with each (the site does not read it). A section added to a page's schema needs its type here.
 */
export const sectionTypes: {
  readonly [P in SectionListPage]: Readonly<Record<keyof PageContentMap[P] & string, string>>;
} = {
  about: {
    hero: 'hero',
    ourStory: 'text',
    ourVision: 'text',
    team: 'team',
    achievements: 'text',
    communityCta: 'cta',
  },
  courses: { headerBanner: 'hero', coursesList: 'courses', applicationCta: 'cta' },
  contact: { hero: 'hero', contactInfo: 'contact', faqs: 'faq' },
};

export function isSectionListPage(page: PageName): page is SectionListPage {
  return Object.hasOwn(sectionTypes, page);
}

/**
 * Content in the form the backend stores and sends it: the object itself, or for about,
 * courses and contact a list of `{sectionId, type, content}`. The operator CLI writes defaults
 * out this way; tests feed it back through the validator.
 */
export function toPageDocument<P extends PageName>(
  page: P,
  content: PageContentMap[P],
): PageContentMap[P] | PageSection[] {
  if (!isSectionListPage(page)) return content;
  const sections = content as unknown as Readonly<Record<string, unknown>>;
  return Object.entries(sectionTypes[page]).map(([sectionId, type]) => ({
    sectionId,
    type,
    content: sections[sectionId],
  }));
}

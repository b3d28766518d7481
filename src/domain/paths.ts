import { courseCatalogue } from './courses.ts';

/** Every path of the site, from one table: links never spell a URL by hand. */
export const paths = {
  home: '/',
  about: '/about',
  courses: '/courses',
  contact: '/contact',
  apply: '/apply',
  privacy: '/privacy-policy',
  terms: '/terms',
  course: (slug: string) => `/courses/${slug}`,
} as const;

/** Every page a visitor can open, for the sitemap, pre-caching checks and tests. */
export const sitePaths: readonly string[] = [
  paths.home,
  paths.about,
  paths.courses,
  paths.contact,
  paths.apply,
  ...courseCatalogue.map((course) => paths.course(course.slug)),
  paths.privacy,
  paths.terms,
];

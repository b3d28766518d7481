/**
 * schema.org structured data (JSON-LD) for search engines: the academy on every page, and each
 * course on its own page. Absolute URLs need the site's public origin, which the caller passes.
 */
import type { CoursePage } from './course-pages/types.ts';
import { paths } from './paths.ts';
import { site } from './site.ts';

export type JsonLd = Record<string, unknown>;

export function organisationId(origin: string): string {
  return `${origin}/#organization`;
}

export function educationalOrganisation(origin: string): JsonLd {
  const a = site.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': organisationId(origin),
    name: site.name,
    description: site.description,
    slogan: site.title,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    image: `${origin}/og-image.png`,
    telephone: site.phone,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: `${a.locality}, ${a.city}`,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    hasMap: site.mapUrl,
    sameAs: Object.values(site.social),
  };
}

export function courseStructuredData(course: CoursePage, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${origin}${paths.course(course.slug)}#course`,
    name: course.hero.title,
    description: course.hero.summary,
    url: `${origin}${paths.course(course.slug)}`,
    image: `${origin}${course.hero.imageUrl}`,
    educationalLevel: course.facts.level,
    teaches: course.curriculum.modules.map((module) => module.title),
    coursePrerequisites: [...course.prerequisites],
    provider: {
      '@type': 'EducationalOrganization',
      '@id': organisationId(origin),
      name: site.name,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: /online/i.test(course.facts.mode) ? ['Onsite', 'Online'] : 'Onsite',
      courseWorkload: `PT${course.facts.hours}H`,
      location: { '@id': organisationId(origin) },
    },
  };
}

/** What a course card shows that a search engine can use. */
export interface CourseSummary {
  title: string;
  description: string;
  /** The course page's path on this site, e.g. `/courses/python`. */
  path: string;
}

/** The courses overview: the academy's courses as a list search engines can show as a carousel. */
export function courseListStructuredData(
  courses: readonly CourseSummary[],
  origin: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Course',
        name: course.title,
        description: course.description,
        url: `${origin}${course.path}`,
        provider: {
          '@type': 'EducationalOrganization',
          '@id': organisationId(origin),
          name: site.name,
        },
      },
    })),
  };
}

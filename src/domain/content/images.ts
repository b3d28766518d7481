/**
 * The local images the built-in content uses (files under public/images). Defaults name them
 * from here, so a renamed file is one edit, and the service worker's precache check can list
 * them all.
 */

export const images = {
  homeHero: '/images/hero-home.webp',
  students: [
    '/images/students/student-1.webp',
    '/images/students/student-2.webp',
    '/images/students/student-3.webp',
  ],
  homeCta: '/images/cta-home.webp',
  aboutHero: '/images/about-hero.webp',
  aboutStory: '/images/about-story.webp',
  team: [
    '/images/team/member-1.webp',
    '/images/team/member-2.webp',
    '/images/team/member-3.webp',
    '/images/team/member-4.webp',
    '/images/team/member-5.webp',
  ],
  awards: [
    '/images/awards/award-1.webp',
    '/images/awards/award-2.webp',
    '/images/awards/award-3.webp',
    '/images/awards/award-4.webp',
  ],
  testimonials: [
    '/images/testimonials/testimonial-1.webp',
    '/images/testimonials/testimonial-2.webp',
    '/images/testimonials/testimonial-3.webp',
  ],
  applyHero: '/images/apply-hero.webp',
} as const;

/** Each course's picture, keyed by its slug in the course catalogue. */
export const courseImages = {
  'ai-ml': '/images/courses/ai-ml.webp',
  robotics: '/images/courses/robotics.webp',
  'data-science': '/images/courses/data-science.webp',
  'soft-skills': '/images/courses/soft-skills.webp',
  python: '/images/courses/python.webp',
  FullStackDevelopment: '/images/courses/full-stack.webp',
  oops: '/images/courses/oops.webp',
} as const;

/**
 * Every local image the built-in content refers to. A function, not a list built when the
 * module loads: only the checks need it, and a list would be built on every page.
 */
export function contentImagePaths(): string[] {
  return [
    images.homeHero,
    ...images.students,
    images.homeCta,
    images.aboutHero,
    images.aboutStory,
    ...images.team,
    ...images.awards,
    ...images.testimonials,
    images.applyHero,
    ...Object.values(courseImages),
  ];
}

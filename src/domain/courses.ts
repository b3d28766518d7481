/**
 * The seven courses the academy runs: the slugs their pages live under and the names every
 * menu, footer and form uses for them.
 */

export interface CourseEntry {
  /** The canonical path segment under /courses/. */
  slug: string;
  /** Other path segments that lead to the same page (old links, other spellings). */
  aliases: readonly string[];
  /** The page's own heading. */
  title: string;
  /** The name in menus and the footer. */
  menuLabel: string;
  /** The option value the forms use for this course. */
  formOption: string;
}

export const courseCatalogue: readonly CourseEntry[] = [
  {
    slug: 'ai-ml',
    aliases: [],
    title: 'Artificial Intelligence & Machine Learning',
    menuLabel: 'AI & Machine Learning',
    formOption: 'Artificial Intelligence & Machine Learning',
  },
  {
    slug: 'robotics',
    aliases: [],
    title: 'Robotics',
    menuLabel: 'Robotics',
    formOption: 'Robotics',
  },
  {
    slug: 'data-science',
    aliases: [],
    title: 'Data Science & Analytics',
    menuLabel: 'Data Science',
    formOption: 'Data Science',
  },
  {
    slug: 'soft-skills',
    aliases: [],
    title: 'Soft Skills Training',
    menuLabel: 'Soft Skills',
    formOption: 'Soft Skills Training',
  },
  {
    slug: 'python',
    aliases: [],
    title: 'Python Programming',
    menuLabel: 'Python Programming',
    formOption: 'Python Programming',
  },
  {
    slug: 'FullStackDevelopment',
    aliases: ['full-stack-development'],
    title: 'Full Stack Development',
    menuLabel: 'Full Stack Development',
    formOption: 'Full Stack Development',
  },
  {
    slug: 'oops',
    aliases: [],
    title: 'Object-Oriented Programming (C++/Java)',
    menuLabel: 'Object-Oriented Programming',
    formOption: 'Object-Oriented Programming (C++/Java)',
  },
];

/**
 * Finds the course a path segment names, ignoring case and accepting aliases, so that
 * `/courses/Oops` and `/courses/full-stack-development` reach their pages.
 */
export function findCourse(segment: string): CourseEntry | undefined {
  const wanted = segment.toLowerCase();
  return courseCatalogue.find(
    (course) =>
      course.slug.toLowerCase() === wanted ||
      course.aliases.some((alias) => alias.toLowerCase() === wanted),
  );
}

import { type Infer, list, object, optional } from './schema.ts';
import { icon, image, link, oneOf, shortText, text } from './schema-text.ts';

/** The courses page (product §3), sent by the backend as a list of sections. */

/** What a course card holds on the courses page and on the home page. */
export const courseCardFields = {
  title: shortText(),
  description: text(),
  icon: optional(icon()),
  /** Without a path the card shows a disabled "Learn More (Coming Soon)" button. */
  path: optional(link()),
  /** A background colour class such as `bg-blue-500`; its `text-` form colours the icon. */
  color: optional(shortText()),
  imageUrl: optional(image()),
  duration: optional(shortText()),
  /** e.g. "Beginner to Advanced", "All Levels"; the beginner/advanced filters read it. */
  level: optional(shortText()),
};

const courseCard = object({
  ...courseCardFields,
  category: optional(oneOf(['technical', 'non-technical'])),
  features: list(shortText(), { allowEmpty: true, fallback: [] }),
});
export type CourseCard = Infer<typeof courseCard>;

const applicationCta = object({
  title: shortText(),
  description: text(),
  keyMonthsTitle: shortText(),
  keyMonths: list(shortText()),
});
export type ApplicationCta = Infer<typeof applicationCta>;

export const coursesContent = object({
  headerBanner: object({ title: shortText(), subtitle: text() }),
  coursesList: object({ courses: list(courseCard) }),
  applicationCta,
});
export type CoursesContent = Infer<typeof coursesContent>;

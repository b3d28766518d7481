import { courseCardFields } from './model-courses.ts';
import { statsContent } from './model-stats.ts';
import { type Infer, list, object, optional, orElse } from './schema.ts';
import { icon, image, link, oneOf, shortText, text } from './schema-text.ts';

/** The home page (product §3), sent by the backend as one object. */

const ctaButton = object({
  text: shortText(),
  /** A safe link; '#' when the content gave none. */
  link: orElse(link(), '#'),
  variant: orElse(oneOf(['primary', 'secondary', 'outline']), 'primary'),
});
export type ButtonVariant = Infer<typeof ctaButton>['variant'];

const heroSection = object({
  title: shortText(),
  subtitle: text(),
  backgroundImage: image(),
  studentImages: list(image()),
  studentCountText: shortText(),
  ctaButtons: list(ctaButton),
});
export type HeroSection = Infer<typeof heroSection>;

const whyChooseUs = object({
  title: shortText(),
  subtitle: text(),
  features: list(object({ icon: optional(icon()), title: shortText(), description: text() })),
});
export type WhyChooseUsSection = Infer<typeof whyChooseUs>;

const homeCourseCard = object({
  ...courseCardFields,
  category: optional(oneOf(['technical', 'professional'])),
});
export type HomeCourseCard = Infer<typeof homeCourseCard>;

const featuredCourses = object({
  title: shortText(),
  subtitle: text(),
  courses: list(homeCourseCard),
});
export type FeaturedCoursesSection = Infer<typeof featuredCourses>;

const testimonial = object({
  content: text(),
  author: shortText(),
  role: optional(shortText()),
  image: optional(image()),
});
export type Testimonial = Infer<typeof testimonial>;

const testimonials = object({ title: shortText(), testimonials: list(testimonial) });
export type TestimonialsSection = Infer<typeof testimonials>;

const ctaSection = object({
  title: shortText(),
  description: text(),
  imageUrl: image(),
  buttonText: shortText(),
  buttonLink: link(),
});
export type CtaSection = Infer<typeof ctaSection>;

export const homeContent = object({
  heroSection,
  whyChooseUs,
  featuredCourses,
  stats: statsContent,
  testimonials,
  ctaSection,
});
export type HomeContent = Infer<typeof homeContent>;

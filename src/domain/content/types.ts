/**
 * The editable content of every page (product §3), as the pages read it after normalisation.
 * Optional fields are the ones backend content may leave out and the page can live without;
 * every list is read-only because defaults are shared between renders.
 */

export const pageNames = ['home', 'about', 'courses', 'contact', 'apply', 'stats'] as const;
export type PageName = (typeof pageNames)[number];

export function isPageName(value: unknown): value is PageName {
  return typeof value === 'string' && (pageNames as readonly string[]).includes(value);
}

/**
 * The icon names the content may use. Content keeps any name it is given; the UI maps these
 * onto icons and shows a fallback for anything else, and the operator CLI refuses the rest.
 */
export const contentIconNames = [
  'Brain',
  'Bot',
  'Robot',
  'Database',
  'MessageSquare',
  'Code',
  'Code2',
  'Globe',
  'Binary',
  'Lightbulb',
  'Rocket',
  'ArrowUpNarrowWide',
  'Users',
  'Award',
  'BookOpen',
  'Bookmark',
  'GraduationCap',
] as const;
export type ContentIconName = (typeof contentIconNames)[number];

// ---------------------------------------------------------------------------------------------
// Home

export const buttonVariants = ['primary', 'secondary', 'outline'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export interface CtaButton {
  text: string;
  /** A safe link; '#' when the content gave none. */
  link: string;
  variant: ButtonVariant;
}

export interface HeroSection {
  title: string;
  subtitle: string;
  backgroundImage: string;
  studentImages: readonly string[];
  studentCountText: string;
  ctaButtons: readonly CtaButton[];
}

export interface FeatureCard {
  icon?: string;
  title: string;
  description: string;
}

export interface WhyChooseUsSection {
  title: string;
  subtitle: string;
  features: readonly FeatureCard[];
}

export interface CtaSection {
  title: string;
  description: string;
  imageUrl: string;
  buttonText: string;
  buttonLink: string;
}

export const homeCourseCategories = ['technical', 'professional'] as const;
export type HomeCourseCategory = (typeof homeCourseCategories)[number];

export interface HomeCourseCard {
  title: string;
  description: string;
  icon?: string;
  /** Without a path the card shows a disabled "Learn More (Coming Soon)" button. */
  path?: string;
  /** A background colour class such as `bg-blue-500`. */
  color?: string;
  imageUrl?: string;
  duration?: string;
  level?: string;
  category?: HomeCourseCategory;
}

export interface FeaturedCoursesSection {
  title: string;
  subtitle: string;
  courses: readonly HomeCourseCard[];
}

/** A number, or text the count-up reads as a number; anything else has become 0. */
export type StatValue = number | string;

export interface StatItem {
  icon?: string;
  value: StatValue;
  label: string;
  /** Shown after the number, e.g. `%` or `+`. */
  suffix?: string;
  color?: string;
}

/** The home page's statistics section, and the standalone stats content. */
export interface StatsContent {
  title: string;
  subtitle: string;
  stats: readonly StatItem[];
}

export interface Testimonial {
  content: string;
  author: string;
  role?: string;
  image?: string;
}

export interface TestimonialsSection {
  title: string;
  testimonials: readonly Testimonial[];
}

export interface HomeContent {
  heroSection: HeroSection;
  whyChooseUs: WhyChooseUsSection;
  featuredCourses: FeaturedCoursesSection;
  stats: StatsContent;
  testimonials: TestimonialsSection;
  ctaSection: CtaSection;
}

// ---------------------------------------------------------------------------------------------
// About (sent by the backend as a list of sections)

export interface AboutHero {
  heroTitle: string;
  heroSubtitle: string;
  heroImageUrl: string;
}

export interface OurStory {
  storyTitle: string;
  storyParagraph1: string;
  storyParagraph2: string;
  storyParagraph3: string;
  storyImageUrl: string;
}

export interface VisionValue {
  title: string;
  description: string;
}

export interface OurVision {
  visionTitle: string;
  visionSubtitle: string;
  values: readonly VisionValue[];
}

export interface TeamMember {
  name: string;
  role?: string;
  image?: string;
  bio?: string;
}

export interface TeamSection {
  teamTitle: string;
  teamSubtitle: string;
  members: readonly TeamMember[];
}

export interface Award {
  title: string;
  description?: string;
  imageUrl?: string;
}

export interface AchievementsSection {
  achievementsTitle: string;
  achievementsSubtitle: string;
  awards: readonly Award[];
}

export interface CommunityCta {
  ctaTitle: string;
  ctaSubtitle: string;
}

export interface AboutContent {
  hero: AboutHero;
  ourStory: OurStory;
  ourVision: OurVision;
  team: TeamSection;
  achievements: AchievementsSection;
  communityCta: CommunityCta;
}

// ---------------------------------------------------------------------------------------------
// Courses (a list of sections)

export interface CoursesHeaderBanner {
  title: string;
  subtitle: string;
}

export const courseCategories = ['technical', 'non-technical'] as const;
export type CourseCategory = (typeof courseCategories)[number];

export interface CourseCard {
  title: string;
  description: string;
  icon?: string;
  path?: string;
  /** A background colour class such as `bg-blue-500`; its `text-` form colours the icon. */
  color?: string;
  imageUrl?: string;
  duration?: string;
  /** e.g. "Beginner to Advanced", "All Levels"; the beginner/advanced filters read it. */
  level?: string;
  category?: CourseCategory;
  features: readonly string[];
}

export interface CoursesListSection {
  courses: readonly CourseCard[];
}

export interface ApplicationCta {
  title: string;
  description: string;
  keyMonthsTitle: string;
  keyMonths: readonly string[];
}

export interface CoursesContent {
  headerBanner: CoursesHeaderBanner;
  coursesList: CoursesListSection;
  applicationCta: ApplicationCta;
}

// ---------------------------------------------------------------------------------------------
// Contact (a list of sections)

export interface ContactHero {
  heroTitle: string;
  heroSubtitle: string;
}

export interface ContactInfo {
  address: string;
  phone: string;
  email: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface FaqSection {
  faqTitle: string;
  faqs: readonly Faq[];
}

export interface ContactContent {
  hero: ContactHero;
  contactInfo: ContactInfo;
  faqs: FaqSection;
}

// ---------------------------------------------------------------------------------------------
// Apply (an object)

export interface ApplyHero {
  title: string;
  subtitle: string;
  imageUrl: string;
}

export interface ApplyForm {
  heading: string;
}

export interface ProcessStep {
  title: string;
  description: string;
}

export interface ProcessSteps {
  title: string;
  steps: readonly ProcessStep[];
}

export interface HelpPanel {
  title: string;
  phone: string;
  email: string;
  hours: string;
}

export interface ApplyContent {
  hero: ApplyHero;
  form: ApplyForm;
  processSteps: ProcessSteps;
  help: HelpPanel;
}

// ---------------------------------------------------------------------------------------------

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

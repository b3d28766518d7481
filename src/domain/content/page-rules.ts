import {
  email,
  icon,
  image,
  link,
  listOf,
  longText,
  type ObjectRule,
  objectOf,
  oneOf,
  optional,
  orElse,
  phone,
  shortText,
  statValue,
  text,
} from './rules.ts';
import {
  type AboutContent,
  type AboutHero,
  type AchievementsSection,
  type ApplicationCta,
  type ApplyContent,
  type ApplyForm,
  type ApplyHero,
  type Award,
  buttonVariants,
  type CommunityCta,
  type ContactContent,
  type ContactHero,
  type ContactInfo,
  type CourseCard,
  type CoursesContent,
  type CoursesHeaderBanner,
  type CoursesListSection,
  type CtaButton,
  type CtaSection,
  courseCategories,
  type Faq,
  type FaqSection,
  type FeatureCard,
  type FeaturedCoursesSection,
  type HelpPanel,
  type HeroSection,
  type HomeContent,
  type HomeCourseCard,
  homeCourseCategories,
  type OurStory,
  type OurVision,
  type PageContentMap,
  type PageName,
  type PageSection,
  type ProcessStep,
  type ProcessSteps,
  type SectionListPage,
  type StatItem,
  type StatsContent,
  type TeamMember,
  type TeamSection,
  type Testimonial,
  type TestimonialsSection,
  type VisionValue,
  type WhyChooseUsSection,
} from './types.ts';

/** The shape of every page's content, field by field (product §3). */

const ctaButton = objectOf<CtaButton>({
  text: shortText(),
  link: orElse(link(), '#'),
  variant: orElse(oneOf(buttonVariants), 'primary'),
});

const homeCourseCard = objectOf<HomeCourseCard>({
  title: shortText(),
  description: text(),
  icon: optional(icon()),
  path: optional(link()),
  color: optional(shortText()),
  imageUrl: optional(image()),
  duration: optional(shortText()),
  level: optional(shortText()),
  category: optional(oneOf(homeCourseCategories)),
});

const statItem = objectOf<StatItem>({
  icon: optional(icon()),
  value: statValue(),
  label: shortText(),
  suffix: optional(shortText()),
  color: optional(shortText()),
});

const statsRule = objectOf<StatsContent>({
  title: shortText(),
  subtitle: text(),
  stats: listOf(statItem),
});

const testimonial = objectOf<Testimonial>({
  content: text(),
  author: shortText(),
  role: optional(shortText()),
  image: optional(image()),
});

const homeRule = objectOf<HomeContent>({
  heroSection: objectOf<HeroSection>({
    title: shortText(),
    subtitle: text(),
    backgroundImage: image(),
    studentImages: listOf(image()),
    studentCountText: shortText(),
    ctaButtons: listOf(ctaButton),
  }),
  whyChooseUs: objectOf<WhyChooseUsSection>({
    title: shortText(),
    subtitle: text(),
    features: listOf(
      objectOf<FeatureCard>({ icon: optional(icon()), title: shortText(), description: text() }),
    ),
  }),
  featuredCourses: objectOf<FeaturedCoursesSection>({
    title: shortText(),
    subtitle: text(),
    courses: listOf(homeCourseCard),
  }),
  stats: statsRule,
  testimonials: objectOf<TestimonialsSection>({
    title: shortText(),
    testimonials: listOf(testimonial),
  }),
  ctaSection: objectOf<CtaSection>({
    title: shortText(),
    description: text(),
    imageUrl: image(),
    buttonText: shortText(),
    buttonLink: link(),
  }),
});

const aboutRule = objectOf<AboutContent>({
  hero: objectOf<AboutHero>({
    heroTitle: shortText(),
    heroSubtitle: text(),
    heroImageUrl: image(),
  }),
  ourStory: objectOf<OurStory>({
    storyTitle: shortText(),
    storyParagraph1: longText(),
    storyParagraph2: longText(),
    storyParagraph3: longText(),
    storyImageUrl: image(),
  }),
  ourVision: objectOf<OurVision>({
    visionTitle: shortText(),
    visionSubtitle: text(),
    values: listOf(objectOf<VisionValue>({ title: shortText(), description: text() })),
  }),
  team: objectOf<TeamSection>({
    teamTitle: shortText(),
    teamSubtitle: text(),
    members: listOf(
      objectOf<TeamMember>({
        name: shortText(),
        role: optional(shortText()),
        image: optional(image()),
        bio: optional(text()),
      }),
    ),
  }),
  achievements: objectOf<AchievementsSection>({
    achievementsTitle: shortText(),
    achievementsSubtitle: text(),
    awards: listOf(
      objectOf<Award>({
        title: shortText(),
        description: optional(text()),
        imageUrl: optional(image()),
      }),
    ),
  }),
  communityCta: objectOf<CommunityCta>({ ctaTitle: shortText(), ctaSubtitle: text() }),
});

const courseCard = objectOf<CourseCard>({
  title: shortText(),
  description: text(),
  icon: optional(icon()),
  path: optional(link()),
  color: optional(shortText()),
  imageUrl: optional(image()),
  duration: optional(shortText()),
  level: optional(shortText()),
  category: optional(oneOf(courseCategories)),
  features: listOf<string>(shortText(), { allowEmpty: true, fallback: [] }),
});

const coursesRule = objectOf<CoursesContent>({
  headerBanner: objectOf<CoursesHeaderBanner>({ title: shortText(), subtitle: text() }),
  coursesList: objectOf<CoursesListSection>({ courses: listOf(courseCard) }),
  applicationCta: objectOf<ApplicationCta>({
    title: shortText(),
    description: text(),
    keyMonthsTitle: shortText(),
    keyMonths: listOf(shortText()),
  }),
});

const contactRule = objectOf<ContactContent>({
  hero: objectOf<ContactHero>({ heroTitle: shortText(), heroSubtitle: text() }),
  contactInfo: objectOf<ContactInfo>({ address: text(), phone: phone(), email: email() }),
  faqs: objectOf<FaqSection>({
    faqTitle: shortText(),
    faqs: listOf(objectOf<Faq>({ question: text(), answer: longText() })),
  }),
});

const applyRule = objectOf<ApplyContent>({
  hero: objectOf<ApplyHero>({ title: shortText(), subtitle: text(), imageUrl: image() }),
  form: objectOf<ApplyForm>({ heading: shortText() }),
  processSteps: objectOf<ProcessSteps>({
    title: shortText(),
    steps: listOf(objectOf<ProcessStep>({ title: shortText(), description: text() })),
  }),
  help: objectOf<HelpPanel>({
    title: shortText(),
    phone: phone(),
    email: email(),
    hours: shortText(),
  }),
});

export const pageRules: { readonly [P in PageName]: ObjectRule<PageContentMap[P]> } = {
  home: homeRule,
  about: aboutRule,
  courses: coursesRule,
  contact: contactRule,
  apply: applyRule,
  stats: statsRule,
};

interface SectionSlot<P extends SectionListPage> {
  sectionId: keyof PageContentMap[P] & string;
  /** The `type` the backend stores with the section; the site does not read it. */
  type: string;
}

/** The sections of the list-of-sections pages, in page order, with their stored types. */
export const sectionSlots: { readonly [P in SectionListPage]: readonly SectionSlot<P>[] } = {
  about: [
    { sectionId: 'hero', type: 'hero' },
    { sectionId: 'ourStory', type: 'text' },
    { sectionId: 'ourVision', type: 'text' },
    { sectionId: 'team', type: 'team' },
    { sectionId: 'achievements', type: 'text' },
    { sectionId: 'communityCta', type: 'cta' },
  ],
  courses: [
    { sectionId: 'headerBanner', type: 'hero' },
    { sectionId: 'coursesList', type: 'courses' },
    { sectionId: 'applicationCta', type: 'cta' },
  ],
  contact: [
    { sectionId: 'hero', type: 'hero' },
    { sectionId: 'contactInfo', type: 'contact' },
    { sectionId: 'faqs', type: 'faq' },
  ],
};

export function isSectionListPage(page: PageName): page is SectionListPage {
  return Object.hasOwn(sectionSlots, page);
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
  return sectionSlots[page].map(({ sectionId, type }) => ({
    sectionId,
    type,
    content: sections[sectionId],
  }));
}

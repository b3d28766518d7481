/**
 * The data of a static course page (product §2.8 and §3.13). One data-driven page
 * renders all seven, and the printable course plan is built from the same record.
 */

/** Every one of these buttons leads to the application form. */
export type CourseCtaLabel = 'Apply Now' | 'Enroll Now' | 'Start Learning';

export interface CourseFacts {
  durationWeeks: number;
  /** Contact hours over the whole course. */
  hours: number;
  /** The most students one batch takes. */
  seats: number;
  level: string;
  mode: string;
  schedule: string;
}

export interface CurriculumModule {
  /** The course weeks this module spans, inclusive; `from === to` for a one-week module. */
  weeks: { from: number; to: number };
  title: string;
  topics: readonly string[];
}

export interface AssessmentPart {
  /** Share of the final mark; the parts of a course add up to 100. */
  percent: number;
  label: string;
}

export interface CourseProject {
  title: string;
  description: string;
}

export interface CourseFaq {
  question: string;
  answer: string;
}

export interface CoursePage {
  /** The course's slug in the catalogue (src/domain/courses.ts). */
  slug: string;
  hero: {
    title: string;
    tagline: string;
    summary: string;
    imageUrl: string;
    cta: CourseCtaLabel;
  };
  facts: CourseFacts;
  prerequisites: readonly string[];
  curriculum: { title: string; modules: readonly CurriculumModule[] };
  assessment: readonly AssessmentPart[];
  projects: readonly CourseProject[];
  careers: {
    roles: readonly string[];
    /** The tools a graduate of the course will have used. */
    tools: readonly string[];
  };
  faqs?: readonly CourseFaq[];
  /** An introduction video; the page opens it in a new tab. */
  video?: { label: string; url: string };
  /** A character who greets visitors (the Robotics robot, on hover and focus). */
  mascot?: { name: string; greeting: string };
  closing: { title: string; text: string; cta: CourseCtaLabel };
}
